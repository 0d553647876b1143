import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Test-only crash points: with `DSYS_FAULT_INJECTION=<point>` a debug build stops dead at that
/// point of a publish or of an output folder's write, as a killed process would; with
/// `DSYS_FAULT_INJECTION=fail:<point>` the file system call at a failure point is refused, as a
/// full disk or a folder that another program holds would refuse it (which tests running as root
/// cannot arrange with permissions). Release builds ignore both.
package enum FaultInjection {
    package static func point(_ name: String) {
        #if DEBUG
            if ProcessInfo.processInfo.environment["DSYS_FAULT_INJECTION"] == name {
                _exit(86)
            }
        #endif
    }

    /// Whether the file system call at the failure point `name` is to fail.
    package static func fails(_ name: String) -> Bool {
        #if DEBUG
            return ProcessInfo.processInfo.environment["DSYS_FAULT_INJECTION"] == "fail:" + name
        #else
            return false
        #endif
    }
}
