import Dispatch
import XCTest

@testable import Interchange

/// The hand-over of light's converted values to the thread converting dark's (`Importer.resolveAll`).
final class RelayTests: XCTestCase {
    /// The consumer reads every value in order, whether it asks before or after the producer made it, across
    /// batches and with a last batch that is not full.
    func testEveryValueInOrderWhileTheyAreMade() {
        let relay = Relay<Int>(batchSize: 7)
        let count = 1_000
        let consumed = DispatchQueue(label: "consumer")
        let done = DispatchSemaphore(value: 0)
        let read = Values()
        consumed.async {
            for index in 0..<count {
                guard let value = relay.value(at: index) else { break }
                read.values.append(value)
            }
            done.signal()
        }
        for value in 0..<count {
            relay.publish(value * 3)
        }
        relay.finish()
        done.wait()
        XCTAssertEqual(read.values, (0..<count).map { $0 * 3 })
    }

    /// A consumer that asks for more than was made gets nil once the producer is done, rather than waiting forever.
    func testNothingPastTheLastValue() {
        let relay = Relay<String>(batchSize: 2)
        relay.publish("a")
        relay.publish("b")
        relay.publish("c")
        relay.finish()
        XCTAssertEqual(relay.value(at: 2), "c")
        XCTAssertEqual(relay.value(at: 0), "a")
        XCTAssertNil(relay.value(at: 3))
    }

    /// A consumer waiting for a value is woken by the batch that brings it (not only by the end).
    func testAWaitingConsumerIsWokenByABatch() {
        let relay = Relay<Int>(batchSize: 2)
        let got = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            XCTAssertEqual(relay.value(at: 1), 11)
            got.signal()
        }
        relay.publish(10)
        relay.publish(11)
        XCTAssertEqual(got.wait(timeout: .now() + 60), .success)
        relay.finish()
    }
}

/// What the consumer read, handed back through the semaphore it signals.
private final class Values: @unchecked Sendable {
    var values: [Int] = []
}
