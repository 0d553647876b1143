import Generator

extension Array where Element == GeneratedFile {
    subscript(path path: String) -> GeneratedFile? {
        first { $0.path == path }
    }
}
