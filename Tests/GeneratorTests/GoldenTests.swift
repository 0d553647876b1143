import Foundation
import Generator
import TestSupport
import XCTest

/// The generated package of each example, compared byte for byte with the committed copy in
/// `__Snapshots__/`. Re-record with `DSYS_RECORD=1 swift test --filter GoldenTests` (never on
/// CI) and review the diff like code.
final class GoldenTests: XCTestCase {
    private let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")

    func testFullExample() throws {
        try assertGolden("full")
    }

    func testMinimalExample() throws {
        try assertGolden("minimal")
    }

    private func assertGolden(_ example: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let files = Generator.generate(try loadExample(example))
        let folder = snapshots.appendingPathComponent(example)
        if TestSupport.isRecording {
            try? FileManager.default.removeItem(at: folder)
            for generated in files {
                let url = folder.appendingPathComponent(generated.path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(generated.contents).write(to: url)
            }
            XCTFail("recorded \(files.count) golden files of \(example); unset DSYS_RECORD", file: file, line: line)
            return
        }
        guard FileManager.default.fileExists(atPath: folder.path) else {
            XCTFail("no golden files for \(example); record them with DSYS_RECORD=1", file: file, line: line)
            return
        }
        XCTAssertEqual(
            TestSupport.files(below: folder), files.map(\.path),
            "the generated file list of \(example) differs from __Snapshots__/\(example)", file: file, line: line)
        for generated in files {
            let expected = try? Data(contentsOf: folder.appendingPathComponent(generated.path))
            if expected != Data(generated.contents) {
                XCTAssertEqual(
                    expected.map { String(decoding: $0, as: UTF8.self) } ?? "<missing>", generated.text,
                    "\(example)/\(generated.path) differs from its golden file", file: file, line: line)
            }
        }
    }
}
