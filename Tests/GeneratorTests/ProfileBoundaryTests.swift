import Foundation
import Generator
import TestSupport
import XCTest

/// Each profile is one folder under `Sources/Generator/Profiles/` that uses the kit (`Sources/Generator/Kit/`) and
/// the Tokens module, never another profile's code: a change to the default profile cannot change another one's
/// package behind its back, and a new profile is one folder. What two profiles share goes into the kit.
final class ProfileBoundaryTests: XCTestCase {
    private let profiles = TestSupport.packageRoot.appendingPathComponent("Sources/Generator/Profiles")

    func testNoProfileReferencesAnotherProfilesDeclarations() throws {
        let folders = try profileFolders()
        XCTAssertEqual(
            folders.count, OutputProfile.allCases.count, "one folder per profile: \(folders.map(\.lastPathComponent))")
        let sources = try Dictionary(
            uniqueKeysWithValues: folders.map { ($0.lastPathComponent, try swiftSources(in: $0)) })
        var found: [String] = []
        for (owner, files) in sources.sorted(by: { $0.key < $1.key }) {
            let declared = ProfileBoundary.declarations(in: files.map(\.text))
            XCTAssertFalse(declared.isEmpty, "\(owner) declares nothing the scan recognises")
            for (user, userFiles) in sources where user != owner {
                for file in userFiles {
                    for name in ProfileBoundary.references(to: declared, in: file.text) {
                        found.append("\(user)/\(file.name) uses \(name), declared in \(owner)/")
                    }
                }
            }
        }
        XCTAssertEqual(found, [], "move what profiles share into Sources/Generator/Kit/")
    }

    /// The kit serves every profile and knows none: only `Generator.swift`'s list of profiles names them.
    func testTheKitReferencesNoProfile() throws {
        let declared = ProfileBoundary.declarations(
            in: try profileFolders().flatMap { try swiftSources(in: $0).map(\.text) })
        let kit = TestSupport.packageRoot.appendingPathComponent("Sources/Generator/Kit")
        var found: [String] = []
        for file in try swiftSources(in: kit) {
            for name in ProfileBoundary.references(to: declared, in: file.text) {
                found.append("Kit/\(file.name) uses \(name)")
            }
        }
        XCTAssertEqual(found, [], "the kit must not depend on a profile; pass what differs as an argument")
    }

    /// The scan itself: it finds a reference in code, and only there.
    func testTheScanFindsAReferenceInCodeButNotInComments() {
        let owner = """
            enum DSysNaming {
                static func colorIdentifier() {}
            }
            struct ComponentScale {}
            func swiftFile() {}
            private func helper() {}
            extension String { var folded: String { self } }
            """
        XCTAssertEqual(ProfileBoundary.declarations(in: [owner]), ["ComponentScale", "DSysNaming", "swiftFile"])
        let user = """
            // DSysNaming is the default profile's.
            /// Like ``ComponentScale``.
            let name = DSysNaming.colorIdentifier()  // a reference
            let other = MyDSysNamingTable()
            """
        XCTAssertEqual(ProfileBoundary.references(to: ["DSysNaming", "ComponentScale"], in: user), ["DSysNaming"])
        XCTAssertEqual(
            ProfileBoundary.references(to: ["swiftFile"], in: "let f = swiftFile(\"a\", body)"), ["swiftFile"])
    }

    private func profileFolders() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: profiles, includingPropertiesForKeys: [.isDirectoryKey])
            .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    private func swiftSources(in folder: URL) throws -> [(name: String, text: String)] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var files: [(name: String, text: String)] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let name = String(url.path.dropFirst(folder.path.count + 1))
            files.append((name, try String(contentsOf: url, encoding: .utf8)))
        }
        return files.sorted { $0.name < $1.name }
    }
}

/// The names a profile folder declares at the top level, and where another folder's code uses them.
enum ProfileBoundary {
    /// Top-level types, type aliases and functions that are not `private` or `fileprivate` (generated code is in
    /// string literals, indented, so a declaration at the start of a line is the builder's own).
    static func declarations(in files: [String]) -> Set<String> {
        let kinds: Set<Substring> = ["struct", "enum", "class", "actor", "protocol", "typealias", "func"]
        var names: Set<String> = []
        for text in files {
            for line in text.split(separator: "\n") where line.first?.isLetter == true {
                var words = line.split(separator: " ")[...]
                if words.first == "private" || words.first == "fileprivate" { continue }
                while let first = words.first, ["public", "internal", "final", "indirect"].contains(first) {
                    words = words.dropFirst()
                }
                guard let kind = words.first, kinds.contains(kind), let name = words.dropFirst().first else { continue }
                names.insert(String(name.prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
            }
        }
        return names
    }

    /// The names of `declared` that `text` uses as whole identifiers outside comments, sorted.
    static func references(to declared: Set<String>, in text: String) -> [String] {
        var used: Set<String> = []
        for line in text.split(separator: "\n") {
            let code = line.drop { $0 == " " }
            guard !code.hasPrefix("//") else { continue }
            // A trailing comment: the last `  // ` of a line (generated code spells `//` inside literals, but not
            // after two spaces).
            let withoutComment = code.range(of: "  // ", options: .backwards).map { code[..<$0.lowerBound] } ?? code
            var identifier = ""
            for character in withoutComment + " " {
                if character.isLetter || character.isNumber || character == "_" {
                    identifier.append(character)
                } else {
                    if declared.contains(identifier) { used.insert(identifier) }
                    identifier = ""
                }
            }
        }
        return used.sorted()
    }
}
