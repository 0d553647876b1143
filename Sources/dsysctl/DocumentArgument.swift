import ArgumentParser
import PackageOutput

/// The document a command reads, shared by every command that reads one.
struct DocumentArgument: ParsableArguments {
    @Argument(
        help: ArgumentHelp("The design-system document.", valueName: "path"),
        completion: .file(extensions: ["json"]))
    var path: String = DocumentFile.defaultPath
}
