import ArgumentParser
import Generator

extension OutputProfile: ExpressibleByArgument {}

/// `--profile`, shared by the commands that generate or compare packages.
struct ProfileOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The output profile to generate with (\(OutputProfile.names)); by default the document's \"profile\", "
                + "else \(OutputProfile.default.rawValue).", valueName: "name"))
    var profile: OutputProfile?
}
