import Foundation
import XCTest

/// Golden files: committed output that a test compares with what the code makes now, byte for byte (a string
/// comparison would take two spellings of one character for equal). `DSYS_RECORD=1` (never on CI,
/// ``TestSupport/isRecording``) writes them instead and fails the test, so that a recording is never taken for a
/// pass; the diff of every re-recorded golden is reviewed like code.
///
/// One helper of our own rather than swift-snapshot-testing: our goldens are whole generated packages (a folder
/// tree whose file list is part of what is checked) and reports at paths the README and fixtures name, which that
/// library's one-file-per-assertion naming (`__Snapshots__/<TestFile>/<test>.<n>.txt`) cannot keep, and CI would
/// resolve and build its dependencies for no gain.
public enum Golden {
    /// Asserts that the file at `url` holds exactly `text`.
    public static func assert(
        _ text: String, matches url: URL, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        if TestSupport.isRecording {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            XCTFail("recorded \(url.lastPathComponent); unset DSYS_RECORD and review the diff", file: file, line: line)
            return
        }
        guard let expected = FileManager.default.contents(atPath: url.path) else {
            XCTFail("no golden file \(url.path); record it with DSYS_RECORD=1", file: file, line: line)
            return
        }
        if expected != Data(text.utf8) {
            XCTAssertEqual(
                String(decoding: expected, as: UTF8.self), text,
                "\(url.lastPathComponent) differs from its golden file",
                file: file, line: line)
        }
    }

    /// Asserts that `folder` holds exactly `files` (paths relative to it, in the order
    /// ``TestSupport/files(below:)`` lists them), each with exactly its bytes. `name`: the folder as messages say it.
    public static func assert(
        files: [(path: String, contents: [UInt8])], match folder: URL, name: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        if TestSupport.isRecording {
            try? FileManager.default.removeItem(at: folder)
            for generated in files {
                let url = folder.appendingPathComponent(generated.path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(generated.contents).write(to: url)
            }
            XCTFail(
                "recorded \(files.count) golden files of \(name); unset DSYS_RECORD and review the diff", file: file,
                line: line)
            return
        }
        guard FileManager.default.fileExists(atPath: folder.path) else {
            XCTFail("no golden files for \(name); record them with DSYS_RECORD=1", file: file, line: line)
            return
        }
        XCTAssertEqual(
            TestSupport.files(below: folder), files.map(\.path), "the file list of \(name) differs from \(folder.path)",
            file: file, line: line)
        for generated in files {
            let expected = FileManager.default.contents(atPath: folder.appendingPathComponent(generated.path).path)
            if expected != Data(generated.contents) {
                XCTAssertEqual(
                    expected.map { String(decoding: $0, as: UTF8.self) } ?? "<missing>",
                    String(decoding: generated.contents, as: UTF8.self),
                    "\(name)/\(generated.path) differs from its golden file", file: file, line: line)
            }
        }
    }
}
