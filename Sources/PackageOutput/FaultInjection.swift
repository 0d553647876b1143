import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Test-only crash points: with `DSYS_FAULT_INJECTION=<point>` a debug build stops dead at that
/// point of a publish or of an output folder's write, as a killed process would. Release builds ignore it.
package enum FaultInjection {
    package static func point(_ name: String) {
        #if DEBUG
            if ProcessInfo.processInfo.environment["DSYS_FAULT_INJECTION"] == name {
                _exit(86)
            }
        #endif
    }
}
