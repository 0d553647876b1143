import Foundation
import Generator
import TestSupport
import Tokens
import XCTest

/// The generated package of each example, compared byte for byte with the committed copy in
/// `__Snapshots__/`. Re-record with `DSYS_RECORD=1 swift test --filter GoldenTests` (never on
/// CI) and review the diff like code; changed bytes need a new `Generator.version` and its hash.
final class GoldenTests: XCTestCase {
    private let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")

    func testFullExample() throws {
        try assertGolden("full")
    }

    func testMinimalExample() throws {
        try assertGolden("minimal")
    }

    /// The catalog profile's package of the full example (custom fonts, a palette three levels deep, a deprecated
    /// color, shadows), of its starter (roles mapped, line heights, letter spacing, system fonts) and of the
    /// smallest document it takes.
    func testCatalogPackages() throws {
        try assertGolden("catalog-full", try loadExample("full"), profile: .catalog)
        try assertGolden("catalog-starter", try loadExample("profiles/catalog"), profile: .catalog)
        try assertGolden("catalog-minimal", try loadFixture("catalog-minimal.json"), profile: .catalog)
    }

    /// The golden packages of every profile, by folder of `__Snapshots__`.
    static let goldenFolders = ["full", "minimal", "catalog-full", "catalog-starter", "catalog-minimal"]

    /// The golden packages' hash for each generator version: a revision records the generator
    /// version so that `regenerate` can promise the same bytes, so bytes may only change with it.
    /// The hash is SHA-256 over the golden packages as `sha256sum` lists them, sorted by path:
    /// `cd __Snapshots__ && for d in full minimal catalog-full catalog-starter catalog-minimal; do find $d -type f |
    /// LC_ALL=C sort; done | xargs -d '\n' sha256sum | sha256sum` (the folders of ``goldenFolders``, in order).
    private static let goldenHashes: [String: String] = [
        "0.1.0": "24ce4d4bdc337bcd9216290a3fae34c8e16bf4fe04e04d0d18bb2d1a3c9ae2ab"
    ]

    func testTheGoldenPackagesArePinnedToTheGeneratorVersion() throws {
        var listing = ""
        for example in Self.goldenFolders {
            let folder = snapshots.appendingPathComponent(example)
            let paths = TestSupport.files(below: folder)
            XCTAssertFalse(paths.isEmpty, "no golden package \(example)")
            for path in paths {
                let bytes = try Data(contentsOf: folder.appendingPathComponent(path))
                listing += "\(SHA256.hex(SHA256.hash(bytes)))  \(example)/\(path)\n"
            }
        }
        let hash = SHA256.hex(SHA256.hash(Array(listing.utf8)))
        let version = Generator.version
        guard let pinned = Self.goldenHashes[version] else {
            XCTFail("Generator.version \(version) has no pinned hash: add \"\(version)\": \"\(hash)\" to goldenHashes")
            return
        }
        XCTAssertEqual(
            hash, pinned,
            "the golden packages changed but Generator.version is still \(version): bump Generator.version "
                + "and add its hash \"\(hash)\" to goldenHashes (keep the old ones)")
    }

    private func assertGolden(
        _ example: String, _ designSystem: DesignSystem? = nil, profile: OutputProfile = .default,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let files = Generator.generate(try designSystem ?? loadExample(example), profile: profile)
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
