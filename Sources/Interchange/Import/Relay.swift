import Dispatch

/// Values handed from one thread to another in the order they are made: the producer ``publish(_:)``es each and
/// ``finish()``es, the consumer reads them by index (``value(at:)``), waiting for one not made yet.
///
/// The producer must run whatever the consumer does, for it waits: with `concurrently`, the producer is the
/// foreground (which runs on the calling thread) and the consumer the background. Values go over in batches, so that
/// handing one on costs little more than appending it to an array.
final class Relay<Value: Sendable>: @unchecked Sendable {
    /// A semaphore used as a lock around `published`, `finished` and `waiting`.
    private let lock = DispatchSemaphore(value: 1)
    /// Signalled once for each time the consumer says it waits.
    private let arrived = DispatchSemaphore(value: 0)
    private var published: [Value] = []
    private var finished = false
    private var waiting = false
    /// The producer's values not yet handed on (the producer's alone).
    private var batch: [Value] = []
    /// The values the consumer has taken (the consumer's alone).
    private var received: [Value] = []
    private let batchSize: Int

    init(batchSize: Int = 256) {
        self.batchSize = max(1, batchSize)
    }

    /// Hands on the next value (with its batch). Producer only.
    func publish(_ value: Value) {
        batch.append(value)
        if batch.count >= batchSize { handOn(finishing: false) }
    }

    /// Hands on what is left: there will be no more values. Producer only, once.
    func finish() {
        handOn(finishing: true)
    }

    private func handOn(finishing: Bool) {
        lock.wait()
        published += batch
        if finishing { finished = true }
        let wake = waiting
        waiting = false
        lock.signal()
        batch.removeAll(keepingCapacity: true)
        if wake { arrived.signal() }
    }

    /// The value published at `index` (0 for the first), once it is; `nil` when the producer finished without it.
    /// Consumer only.
    func value(at index: Int) -> Value? {
        while index >= received.count {
            lock.wait()
            if published.count > received.count {
                received += published[received.count...]
                lock.signal()
                continue
            }
            if finished {
                lock.signal()
                return nil
            }
            waiting = true
            lock.signal()
            arrived.wait()
        }
        return received[index]
    }
}
