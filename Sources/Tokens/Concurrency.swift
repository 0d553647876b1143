import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Work spread over the cores. dsys runs on machines with two cores or more, and the large
// steps of a publish (validating, generating, hashing, writing thousands of small files) split
// into independent parts; results always come back in a fixed order, so output stays
// deterministic.

/// `transform` applied to every element on all cores, results in order.
///
/// Inlinable, as are the helpers it uses, so that each caller's module specializes it for its own types: unspecialized,
/// every element pays for generic metadata lookups.
@inlinable
package func concurrentMap<Element: Sendable, Result: Sendable>(
    _ elements: [Element], _ transform: @Sendable (Element) -> Result
) -> [Result] {
    guard elements.count > 64 else { return elements.map(transform) }
    let slots = Slots<Result>(buffer: .allocate(capacity: elements.count))
    slots.buffer.initialize(repeating: nil)
    defer {
        _ = slots.buffer.deinitialize()
        slots.buffer.deallocate()
    }
    let chunks = min(onlineProcessorCount * 2, elements.count)
    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
        let range = (elements.count * chunk / chunks)..<(elements.count * (chunk + 1) / chunks)
        for index in range {
            slots.buffer[index] = transform(elements[index])
        }
    }
    return slots.buffer.compactMap { $0 }
}

/// Result slots shared by the chunks of `concurrentMap`; each chunk writes only its own.
@usableFromInline
struct Slots<Result>: @unchecked Sendable {
    @usableFromInline let buffer: UnsafeMutableBufferPointer<Result?>

    @inlinable
    init(buffer: UnsafeMutableBufferPointer<Result?>) {
        self.buffer = buffer
    }
}

/// Runs `background` on another thread while `foreground` runs on this one, and returns both
/// results once both are done.
///
/// When no thread of the pool has started `background` by the time `foreground` is done, this thread runs it
/// itself. Nested calls would otherwise block every worker of the pool (a worker running one `background` waits for
/// its own), and libdispatch grows a blocked pool only after about a second: a publish sat idle for 1 s of its 1.1.
///
/// When both fail, the error of `background` is thrown: callers put there the work whose errors
/// the user must see first.
@inlinable
package func concurrently<Background: Sendable, Foreground, Failure: Error>(
    _ background: @escaping @Sendable () throws(Failure) -> Background,
    _ foreground: () throws(Failure) -> Foreground
) throws(Failure) -> (Background, Foreground) {
    let outcome = Outcome<Background, Failure>()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global(qos: .userInitiated).async {
        guard outcome.claim() else { return }
        outcome.result = Result { () throws(Failure) in try background() }
        done.signal()
    }
    let foregroundResult = Result { () throws(Failure) in try foreground() }
    if outcome.claim() {
        outcome.result = Result { () throws(Failure) in try background() }
    } else {
        done.wait()
    }
    guard let backgroundResult = outcome.result else {
        preconditionFailure("the result is set before the semaphore is signalled, or on this thread")
    }
    return (try backgroundResult.get(), try foregroundResult.get())
}

/// Frees `value` on another thread while the caller goes on. A large structure of small objects (an import's parsed
/// files, its tokens, the document it built) takes about as long to free as to build, and nothing waits for that.
///
/// The caller hands over its reference (pass it with `consume`). Storage the value shares with what the caller keeps
/// is only released there, one count less, which reference counting makes safe on any thread. `Value` need not be
/// `Sendable`, as nothing but its deinitialisers runs on the other thread: hand over only values whose classes have
/// no deinitialiser bound to a thread (the import's trees, arrays and dictionaries have none).
package func releaseElsewhere<Value>(_ value: consuming Value) {
    let handover = Handover(value)
    releasing.async { handover.value = nil }
}

/// Returns once every value handed to ``releaseElsewhere(_:)`` so far is freed. A process that ends after its work
/// never waits for them; a benchmark that measures the work again and again does, so that each run starts with the
/// cores idle, as a command does.
package func waitForReleases() {
    releasing.sync {}
}

/// The values handed over are freed in turn, on one thread at a time.
private let releasing = DispatchQueue(label: "dsys.releasing", qos: .utility)

/// A value on its way to the thread that frees it (``releaseElsewhere(_:)``); only that thread touches it.
private final class Handover<Value>: @unchecked Sendable {
    var value: Value?

    init(_ value: consuming Value) {
        self.value = value
    }
}

/// The background result, handed over through the semaphore (which orders the write before the read), and who runs
/// the background work: the first of the two threads to claim it.
@usableFromInline
final class Outcome<Value: Sendable, Failure: Error>: @unchecked Sendable {
    @usableFromInline var result: Result<Value, Failure>?
    @usableFromInline var claimed = false
    /// A semaphore used as a lock around `claimed` (Synchronization's `Atomic` needs macOS 15).
    @usableFromInline let lock = DispatchSemaphore(value: 1)

    @inlinable
    init() {}

    /// Whether the caller is the one to run the background work (true once only).
    @inlinable
    func claim() -> Bool {
        lock.wait()
        defer { lock.signal() }
        if claimed { return false }
        claimed = true
        return true
    }
}

/// The processors this process can run on (at least 1).
@usableFromInline
let onlineProcessorCount = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
