import Foundation
import Generator
import PackageOutput
import TestSupport
import XCTest

/// End-to-end tests of the built `dsysctl`: arguments in; stdout, stderr, exit status and
/// files out.
final class DsysctlTests: XCTestCase {
    private var dsysctl: URL { Dsysctl.executable }

    private func exampleDocument(_ name: String) -> String {
        TestSupport.examples.appendingPathComponent("\(name)/design-system.json").path
    }

    func testInitWritesAValidStarterThatGeneratesAPackage() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let initialized = try Dsysctl.run(["init"], in: project)
        XCTAssertEqual(initialized.status, 0, initialized.standardError)
        XCTAssertEqual(
            initialized.standardOutput,
            """
            created .dsys/design-system.json
            created .dsys/design-system.schema.json
            next: edit the document, then run `dsysctl validate` and `dsysctl generate`

            """)
        let document = try String(
            contentsOf: project.appendingPathComponent(".dsys/design-system.json"), encoding: .utf8)
        XCTAssertTrue(document.contains("\"$schema\": \"./design-system.schema.json\""))

        let validated = try Dsysctl.run(["validate"], in: project)
        XCTAssertEqual(validated.status, 0, validated.standardError)
        XCTAssertTrue(validated.standardOutput.hasPrefix("valid: "), validated.standardOutput)
        XCTAssertTrue(
            validated.standardOutput.hasSuffix(" in .dsys/design-system.json for the dsys profile\n"),
            validated.standardOutput)

        let generated = try Dsysctl.run(["generate"], in: project)
        XCTAssertEqual(generated.status, 0, generated.standardError)
        XCTAssertTrue(generated.standardOutput.hasPrefix("wrote DesignSystem/ for Acme"), generated.standardOutput)
        let files = TestSupport.files(below: project.appendingPathComponent("DesignSystem")).filter {
            $0 != ".dsys-manifest"
        }
        XCTAssertTrue(files.contains("Components/DSButton.swift"))
        XCTAssertTrue(files.contains("Package.swift"))

        let again = try Dsysctl.run(["generate"], in: project)
        XCTAssertTrue(
            again.standardOutput.hasPrefix("DesignSystem/ is up to date: \(files.count) files"), again.standardOutput)
    }

    func testInitRefusesToReplaceADocument() throws {
        let project = try TestSupport.temporaryDirectory(self)
        XCTAssertEqual(try Dsysctl.run(["init"], in: project).status, 0)
        let path = project.appendingPathComponent(".dsys/design-system.json")
        try Data("{}".utf8).write(to: path)
        let again = try Dsysctl.run(["init"], in: project)
        XCTAssertEqual(again.status, 1)
        XCTAssertTrue(again.standardError.contains("already exists; edit it, or pass --force"), again.standardError)
        XCTAssertEqual(try String(contentsOf: path, encoding: .utf8), "{}", "nothing was written")
        XCTAssertEqual(try Dsysctl.run(["init", "--force"], in: project).status, 0)
    }

    func testInitWritesTheStarterOfEveryProfileAndItValidates() throws {
        for profile in OutputProfile.allCases {
            let project = try TestSupport.temporaryDirectory(self)
            XCTAssertEqual(try Dsysctl.run(["init", "--profile", profile.rawValue], in: project).status, 0)
            let validated = try Dsysctl.run(["validate"], in: project)
            XCTAssertEqual(validated.status, 0, "\(profile): \(validated.standardError)")
            let generated = try Dsysctl.run(["generate"], in: project)
            XCTAssertEqual(generated.status, 0, "\(profile): \(generated.standardError)")
            // The starter passes its own contrast check: the pairs its profile's components draw.
            let contrast = try Dsysctl.run(["contrast"], in: project)
            XCTAssertEqual(contrast.status, 0, "\(profile): \(contrast.standardError)")
            XCTAssertTrue(
                contrast.standardOutput.contains(" checks, 0 below their level"),
                "\(profile): \(contrast.standardOutput)")
        }
    }

    func testInitRefusesAnUnknownProfileAndWritesNothing() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let result = try Dsysctl.run(["init", "--profile", "themes"], in: project)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.standardError.contains("--profile"), result.standardError)
        XCTAssertTrue(result.standardError.contains("themes"), result.standardError)
        XCTAssertTrue(result.standardError.contains(OutputProfile.default.rawValue), result.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent(".dsys").path))
    }

    func testValidateReportsEveryProblemWithItsPlaceAndChangesNothing() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let document = project.appendingPathComponent("ds.json")
        try Data(
            """
            {
              "name": "Broken",
              "font_family": { "sans": 12, "mono": null },
              "tokens": { "color": {}, "typography": {}, "spacing": {}, "radius": {} }
            }
            """.utf8
        ).write(to: document)
        let result = try Dsysctl.run(["validate", "ds.json"], in: project)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardOutput, "")
        let lines = result.standardError.split(separator: "\n")
        XCTAssertEqual(
            lines.first,
            "ds.json:3:28: /font_family/sans: expected a font family name, or null for the system font, found a number")
        XCTAssertTrue(
            lines.contains(
                "ds.json:4:24: /tokens/color: missing color role action.primary, used by DSButton; add it, or map the "
                    + "role to a token in roles.dsys"))
        XCTAssertTrue(lines.contains("ds.json:4:13: /tokens: tokens needs a \"shadow\" member; add it"))
        // 1 type error + the shadow member + 15 color roles + 8 text styles + 4 spacings + 3 radii.
        XCTAssertEqual(lines.last, "ds.json: 32 problems; nothing was written")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: project.path), ["ds.json"])
    }

    func testGenerateWritesNothingForAnInvalidDocument() throws {
        let project = try TestSupport.temporaryDirectory(self)
        try Data("{ \"name\": ".utf8).write(to: project.appendingPathComponent("ds.json"))
        let result = try Dsysctl.run(["generate", "ds.json", "--output", "Out"], in: project)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.standardError,
            "ds.json:1:11: /: the document ends where a value was expected; is it truncated?\nds.json: 1 problem; nothing was written\n"
        )
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: project.path), ["ds.json"])
    }

    func testMissingDocumentSaysHowToCreateOne() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let result = try Dsysctl.run(["validate"], in: project)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.standardError,
            "error: no design-system document at .dsys/design-system.json; run `dsysctl init` to create one, or give its path\n"
        )
    }

    func testGenerateRefusesAFolderOfSomethingElse() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let app = project.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: app.appendingPathComponent("main.swift"))
        let result = try Dsysctl.run(["generate", exampleDocument("minimal"), "--output", "App"], in: project)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.standardError.contains("already holds files and dsys has not written there before"),
            result.standardError)
        XCTAssertEqual(TestSupport.files(below: app), ["main.swift"])
    }

    func testGenerateVerboseListsEveryFile() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let result = try Dsysctl.run(["generate", exampleDocument("minimal"), "-o", "Out", "--verbose"], in: project)
        XCTAssertEqual(result.status, 0, result.standardError)
        let lines = result.standardOutput.split(separator: "\n").dropFirst()
        let expected = Generator.generate(try DocumentFile.load(exampleDocument("minimal"))).map(\.path)
        XCTAssertEqual(lines.map(String.init), expected.map { "  written   \($0)" })
        XCTAssertEqual(
            TestSupport.files(below: project.appendingPathComponent("Out")), ([".dsys-manifest"] + expected).sorted())
    }

    /// Two separate processes write the same bytes.
    func testGenerationIsTheSameInEveryProcess() throws {
        let project = try TestSupport.temporaryDirectory(self)
        for output in ["A", "B"] {
            XCTAssertEqual(try Dsysctl.run(["generate", exampleDocument("full"), "-o", output], in: project).status, 0)
        }
        let files = TestSupport.files(below: project.appendingPathComponent("A"))
        XCTAssertEqual(files, TestSupport.files(below: project.appendingPathComponent("B")))
        for file in files {
            XCTAssertEqual(
                try Data(contentsOf: project.appendingPathComponent("A/\(file)")),
                try Data(contentsOf: project.appendingPathComponent("B/\(file)")), file)
        }
    }

    func testGenerateRefusesTheCurrentFolderAndAFolderPath() throws {
        let project = try TestSupport.temporaryDirectory(self)
        for output in [".", "", project.path] {
            let result = try Dsysctl.run(["generate", exampleDocument("minimal"), "-o", output], in: project)
            XCTAssertEqual(result.status, 1, "--output \(output)")
            XCTAssertTrue(result.standardError.contains("is, or contains, the current folder"), result.standardError)
        }
        let folder = try Dsysctl.run(["validate", project.path], in: project)
        XCTAssertEqual(folder.status, 1)
        XCTAssertTrue(
            folder.standardError.contains("it is a folder; give the path of the JSON document"), folder.standardError)
        let missing = try Dsysctl.run(["generate", "nope.json"], in: project)
        XCTAssertEqual(
            missing.standardError,
            "error: no design-system document at nope.json; run `dsysctl init` to create one, or give its path\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: project.path), [])
    }

    func testEveryCommandsHelpHasAnExample() throws {
        let project = try TestSupport.temporaryDirectory(self)
        let commands = [
            "init", "validate", "generate", "publish", "log", "show", "rollback", "regenerate", "verify", "import",
            "export",
        ]
        for command in commands {
            let result = try Dsysctl.run([command, "--help"], in: project)
            XCTAssertEqual(result.status, 0)
            XCTAssertTrue(
                result.standardOutput.contains("Example:\n  dsysctl \(command)"), "\(command): \(result.standardOutput)"
            )
        }
        let root = try Dsysctl.run(["--help"], in: project)
        for command in commands {
            XCTAssertTrue(root.standardOutput.contains("  \(command) "), root.standardOutput)
        }
    }

    func testVersionNamesTheGeneratorAndLibgit2() throws {
        let result = try Dsysctl.run(["--version"], in: try TestSupport.temporaryDirectory(self))
        XCTAssertEqual(result.status, 0)
        XCTAssertNotNil(
            result.standardOutput.range(
                of: #"^dsysctl \d+\.\d+\.\d+ \(generator \d+\.\d+\.\d+, libgit2 \d+\.\d+\.\d+\)\n$"#,
                options: .regularExpression),
            result.standardOutput)
    }

    #if os(Linux)
        /// On Linux the commands allocate with jemalloc (Package.swift's `allocator`): linked before the C library, its
        /// `malloc` and `free` are those of the whole process. The dynamic linker says where each library's calls go
        /// (`LD_DEBUG=bindings`): the Swift runtime's, which allocates every object, go to jemalloc. (Loading jemalloc
        /// is not enough: it starts, and reads `MALLOC_CONF`, even where glibc's `malloc` is the one called.)
        func testTheCommandsAllocateWithJemalloc() throws {
            let result = try Dsysctl.run(
                ["--version"], in: try TestSupport.temporaryDirectory(self), environment: ["LD_DEBUG": "bindings"])
            XCTAssertEqual(result.status, 0, result.standardError)
            XCTAssertTrue(result.standardOutput.hasPrefix("dsysctl "), result.standardOutput)
            // `binding file …/libswiftCore.so [0] to …/libjemalloc.so.2 [0]: normal symbol `malloc' [GLIBC_2.2.5]`
            for symbol in ["malloc", "free"] {
                let bindings = result.standardError.split(separator: "\n").filter {
                    $0.contains("/libswiftCore.so [") && $0.contains("symbol `\(symbol)'")
                }
                XCTAssertFalse(bindings.isEmpty, "no binding of \(symbol) from the Swift runtime")
                for binding in bindings {
                    let target = binding.split(separator: " to ", maxSplits: 1).last ?? ""
                    XCTAssertTrue(target.contains("/libjemalloc.so"), String(binding))
                }
            }
        }
    #endif

    func testUnknownArgumentsAreUsageErrors() throws {
        let result = try Dsysctl.run(["generate", "--outptu", "x"], in: try TestSupport.temporaryDirectory(self))
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.standardError.contains("Unknown option '--outptu'"), result.standardError)
    }
}

final class InitFailureTests: XCTestCase {
    func testInitReportsAFolderItCannotCreate() throws {
        let project = try TestSupport.temporaryDirectory(self)
        try Data("not a folder".utf8).write(to: project.appendingPathComponent(".dsys"))
        let result = try TestSupport.run(
            Dsysctl.executable, ["init"], in: project)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.hasPrefix("error: could not create the folder "), result.standardError)
        XCTAssertEqual(try String(contentsOf: project.appendingPathComponent(".dsys"), encoding: .utf8), "not a folder")
    }
}

/// `dsysctl migrate` and `--profile`.
final class FormatAndProfileCommandTests: XCTestCase {
    private var dsysctl: URL { Dsysctl.executable }

    private func format1Project() throws -> URL {
        let project = try TestSupport.temporaryDirectory(self)
        try FileManager.default.createDirectory(
            at: project.appendingPathComponent(".dsys"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: TestSupport.fixtures.appendingPathComponent("format-1/full.json"),
            to: project.appendingPathComponent(".dsys/design-system.json"))
        return project
    }

    func testValidateNotesAFormat1DocumentAndMigrateRewritesIt() throws {
        let project = try format1Project()
        let validated = try Dsysctl.run(["validate"], in: project)
        XCTAssertEqual(validated.status, 0, validated.standardError)
        XCTAssertTrue(
            validated.standardOutput.hasSuffix(
                "note: the document is in format 1; `dsysctl migrate .dsys/design-system.json` rewrites it in format 2 "
                    + "(format 1 stays readable)\n"), validated.standardOutput)
        let migrated = try Dsysctl.run(["migrate"], in: project)
        XCTAssertEqual(migrated.status, 0, migrated.standardError)
        XCTAssertEqual(migrated.standardOutput, "migrated .dsys/design-system.json to format 2\n")
        let text = try String(
            contentsOf: project.appendingPathComponent(".dsys/design-system.json"), encoding: .utf8)
        XCTAssertTrue(text.contains("\"format\": 2"))
        let again = try Dsysctl.run(["validate"], in: project)
        XCTAssertFalse(again.standardOutput.contains("note:"), again.standardOutput)
        let twice = try Dsysctl.run(["migrate"], in: project)
        XCTAssertEqual(twice.standardOutput, ".dsys/design-system.json is already format 2; nothing to do\n")
        // The same document in either format generates the same package.
        XCTAssertEqual(try Dsysctl.run(["generate", "--output", "after"], in: project).status, 0)
        let before = try format1Project()
        XCTAssertEqual(try Dsysctl.run(["generate", "--output", "before"], in: before).status, 0)
        XCTAssertEqual(
            TestSupport.files(below: project.appendingPathComponent("after")),
            TestSupport.files(below: before.appendingPathComponent("before")))
        for file in TestSupport.files(below: project.appendingPathComponent("after")) {
            XCTAssertEqual(
                try Data(contentsOf: project.appendingPathComponent("after/\(file)")),
                try Data(contentsOf: before.appendingPathComponent("before/\(file)")), file)
        }
    }

    func testMigrateWritesNothingForAnInvalidDocument() throws {
        let project = try format1Project()
        let path = project.appendingPathComponent(".dsys/design-system.json")
        let broken = try String(contentsOf: path, encoding: .utf8).replacingOccurrences(
            of: "\"name\": \"Acme\"", with: "\"name\": 12")
        try Data(broken.utf8).write(to: path)
        let result = try Dsysctl.run(["migrate"], in: project)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("/name: expected the design system's name"), result.standardError)
        XCTAssertEqual(try String(contentsOf: path, encoding: .utf8), broken, "nothing was written")
    }

    func testAnUnknownProfileIsAUsageErrorThatListsTheProfiles() throws {
        let project = try TestSupport.exampleProject(self, "minimal")
        let result = try Dsysctl.run(["generate", "--profile", "fancy"], in: project)
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.standardError.contains("fancy"), result.standardError)
        XCTAssertTrue(result.standardError.contains("dsys"), result.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("DesignSystem").path))
        let validated = try Dsysctl.run(["validate", "--profile", "dsys"], in: project)
        XCTAssertEqual(validated.status, 0, validated.standardError)
        XCTAssertTrue(validated.standardOutput.contains("for the dsys profile"), validated.standardOutput)
    }

    func testTheRevisionRecordsItsProfile() throws {
        let project = try TestSupport.exampleProject(self, "minimal")
        let published = try Dsysctl.run(["publish", "--no-output", "--profile", "dsys", "-m", "First"], in: project)
        XCTAssertEqual(published.status, 0, published.standardError)
        let shown = try Dsysctl.run(["show", "1.0.0", "--json"], in: project)
        XCTAssertTrue(shown.standardOutput.contains("\"profile\" : \"dsys\""), shown.standardOutput)
    }
}
