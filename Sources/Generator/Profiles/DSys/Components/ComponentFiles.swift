/// The six components of seed 000, each in `Components/`, one builder per file beside this one.
enum ComponentFiles {
    static func files(_ scale: ComponentScale) -> [GeneratedFile] {
        [
            DSButtonFile.file(scale), DSCardFile.file(), DSInputFile.file(), DSBadgeFile.file(scale),
            DSHeadingFile.file(), DSTextFile.file(),
        ]
    }
}
