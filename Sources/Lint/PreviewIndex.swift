/// The types only previews use: a view defined beside a `PreviewProvider` to wrap the previewed one, a sample
/// row. Their literals are preview code, not the app's styling, and are not reported.
///
/// A type is preview code when previews use it and nothing else does but itself and other preview code, across every
/// file of the run (a type is known by its name, so two types of one name are both app code if either is). A type
/// its file is named after (`ProfileView` in `ProfileView.swift`) is the file's subject, app code even before
/// anything uses it (a screen being built is previewed before it is wired in).
enum PreviewIndex {
    /// Where a type name is used.
    enum Context: Hashable, Sendable {
        /// In `#Preview` or a `PreviewProvider`.
        case preview
        /// Elsewhere, inside these types (outermost first; none at the top level).
        case code([String])
    }

    /// What one file declares and uses.
    struct File: Sendable, Equatable {
        /// The types it declares (nested ones too), each with whether every declaration is `private` or
        /// `fileprivate` at the top level (so no other file can use it).
        private(set) var declared: [String: Bool] = [:]
        /// The capitalised names it uses, with where.
        private(set) var uses: [String: Set<Context>] = [:]
        /// The name of the file without `.swift` and anything after a `+` (`ProfileView+Rows.swift` → `ProfileView`).
        let subject: String

        init(file: String = "") {
            let name = file.split(separator: "/").last.map(String.init) ?? file
            subject = String((name.hasSuffix(".swift") ? name.dropLast(6) : Substring(name)).prefix { $0 != "+" })
        }

        mutating func declare(_ name: String, isFilePrivate: Bool) {
            declared[name] = (declared[name] ?? true) && isFilePrivate
        }

        mutating func use(_ name: String, from context: Context) {
            uses[name, default: []].insert(context)
        }
    }

    /// The types of `files` that only previews use (and themselves, and other such types).
    static func previewOnlyTypes(_ files: [File]) -> Set<String> {
        var declared: Set<String> = []
        var previewed: Set<String> = []
        var subjects: Set<String> = []
        for file in files {
            declared.formUnion(file.declared.keys)
            if file.declared[file.subject] != nil { subjects.insert(file.subject) }
            for (name, contexts) in file.uses where contexts.contains(.preview) { previewed.insert(name) }
        }
        previewed.formIntersection(declared.subtracting(subjects))
        guard !previewed.isEmpty else { return [] }
        var uses: [String: Set<Context>] = [:]
        for file in files {
            for name in previewed { if let contexts = file.uses[name] { uses[name, default: []].formUnion(contexts) } }
        }
        // The largest set whose every use is in a preview, in the type itself or in another type of the set.
        var only = previewed
        while true {
            let next = only.filter { name in
                (uses[name] ?? []).allSatisfy { context in
                    switch context {
                    case .preview: true
                    case .code(let types): types.contains(name) || types.contains(where: only.contains)
                    }
                }
            }
            if next == only { return only }
            only = next
        }
    }

    /// Whether every declaration of `name` in `files` is private to its file.
    static func isFilePrivate(_ name: String, in files: [File]) -> Bool {
        files.allSatisfy { $0.declared[name] ?? true }
    }
}
