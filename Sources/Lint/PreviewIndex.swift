/// The types only previews use: a view defined beside a `PreviewProvider` to wrap the previewed one, a sample
/// row. Their literals are preview code, not the app's styling, and are not reported.
///
/// A type is preview code when previews use it and nothing else does but itself and other preview code, across every
/// file of the run (a type is known by its name, so two types of one name are both app code if either is). A type
/// its file is named after (`ProfileView` in `ProfileView.swift`) is the file's subject, app code even before
/// anything uses it (a screen being built is previewed before it is wired in).
enum PreviewIndex {
    /// What one file declares and uses.
    ///
    /// Uses outside previews are only listed while the file is walked: most runs have no type that previews alone
    /// use, and then they are never looked at (hashing every name of every file would cost the run time).
    struct File: Sendable {
        /// The types it declares (nested ones too), each with whether every declaration is `private` or
        /// `fileprivate` at the top level (so no other file can use it).
        private(set) var declared: [String: Bool] = [:]
        /// The capitalised names it uses in previews.
        private(set) var previewed: Set<String> = []
        /// The capitalised names it uses elsewhere, each with the index in `scopes` of the types it is used in.
        private(set) var uses: [(name: String, scope: Int)] = []
        /// The types uses are in, outermost first: `[]` (the top level) first.
        private(set) var scopes: [[String]] = [[]]
        /// The name of the file without `.swift` and anything after a `+` (`ProfileView+Rows.swift` → `ProfileView`).
        let subject: String

        init(file: String = "") {
            let name = file.split(separator: "/").last.map(String.init) ?? file
            subject = String((name.hasSuffix(".swift") ? name.dropLast(6) : Substring(name)).prefix { $0 != "+" })
        }

        mutating func declare(_ name: String, isFilePrivate: Bool) {
            declared[name] = (declared[name] ?? true) && isFilePrivate
        }

        /// Makes `types` the scope of the uses that follow; returns its index.
        mutating func scope(_ types: [String]) -> Int {
            scopes.append(types)
            return scopes.count - 1
        }

        mutating func usePreviewed(_ name: String) {
            previewed.insert(name)
        }

        mutating func use(_ name: String, scope: Int) {
            uses.append((name, scope))
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
            previewed.formUnion(file.previewed)
        }
        previewed.formIntersection(declared.subtracting(subjects))
        guard !previewed.isEmpty else { return [] }
        // Where each candidate is used outside previews: the types around each use.
        var scopes: [String: [[String]]] = [:]
        for file in files {
            for use in file.uses where previewed.contains(use.name) {
                scopes[use.name, default: []].append(file.scopes[use.scope])
            }
        }
        // The largest set whose every use outside previews is in the type itself or in another type of the set.
        var only = previewed
        while true {
            let next = only.filter { name in
                (scopes[name] ?? []).allSatisfy { types in
                    types.contains(name) || types.contains(where: only.contains)
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
