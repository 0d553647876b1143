import Foundation
import TestSupport
import XCTest

@testable import Tokens

final class SHA256Tests: XCTestCase {
    private func hex(_ text: String) -> String {
        SHA256.hex(SHA256.hash(Array(text.utf8)))
    }

    func testFIPSExamples() {
        XCTAssertEqual(hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(
            hex(
                "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"
            ),
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
        XCTAssertEqual(
            SHA256.hex(SHA256.hash([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    func testPaddingBoundaries() {
        // 55, 56 and 64 bytes put the length field in the same block, the next block, and after a full block.
        XCTAssertEqual(
            hex(String(repeating: "a", count: 55)), "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318")
        XCTAssertEqual(
            hex(String(repeating: "a", count: 56)), "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
        XCTAssertEqual(
            hex(String(repeating: "a", count: 64)), "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb")
    }

    func testStreamingInOddChunksEqualsOneShot() {
        var generator = SplitMix64(seed: 7)
        let message = (0..<10_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let expected = SHA256.hash(message)
        for chunkSize in [1, 3, 7, 63, 64, 65, 127, 1000, 4099] {
            var hasher = SHA256()
            var start = 0
            while start < message.count {
                let end = min(start + chunkSize, message.count)
                hasher.update(message[start..<end])
                start = end
            }
            XCTAssertEqual(hasher.finalize(), expected, "chunk size \(chunkSize)")
        }
    }

    func testNonContiguousSequenceAndRawBufferAgree() {
        let message = Array(0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        var lazy = SHA256()
        lazy.update(message.lazy.map { $0 })
        var raw = SHA256()
        message.withUnsafeBytes { raw.update($0) }
        XCTAssertEqual(lazy.finalize(), SHA256.hash(message))
        XCTAssertEqual(raw.finalize(), SHA256.hash(message))
    }

    func testFinalizeResetsTheHasher() {
        var hasher = SHA256()
        hasher.update(Array("abc".utf8))
        _ = hasher.finalize()
        hasher.update(Array("abc".utf8))
        XCTAssertEqual(SHA256.hex(hasher.finalize()), hex("abc"))
    }

    /// Random inputs of random lengths, checked against Python's `hashlib` in one process run.
    func testRandomInputsMatchPythonHashlib() throws {
        var generator = SplitMix64(seed: 0x5eed_d5a5)
        let inputs = (0..<200).map { _ in
            let length = Int(generator.next() % 3001)
            return (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        }
        let script =
            "import hashlib, sys\nfor line in sys.stdin:\n    "
            + "print(hashlib.sha256(bytes.fromhex(line.strip())).hexdigest())"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // A writer thread keeps the pipes from deadlocking when both buffers fill.
        let request = Data(inputs.map { SHA256.hex($0) + "\n" }.joined().utf8)
        let writer = Thread {
            input.fileHandleForWriting.write(request)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let reply = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let expected = String(decoding: reply, as: UTF8.self).split(separator: "\n").map(String.init)
        XCTAssertEqual(expected.count, inputs.count)
        for (input, digest) in zip(inputs, expected) {
            XCTAssertEqual(SHA256.hex(SHA256.hash(input)), digest, "length \(input.count)")
        }
    }
}
