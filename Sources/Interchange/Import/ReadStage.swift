import Tokens

/// The first stages of an import, before any value is read: every file parsed, its format told by its contents,
/// read into the neutral tree's shape by the reader of its format, and the sources each appearance reads chosen.
///
/// 1. Parse every file. One that cannot be parsed is left out; a reference that names no token is then not reported,
///    for the token may be in it.
/// 2. Tell each token file's format (``TokenFormat``).
/// 3. Read each format: Style Dictionary's files (``StyleDictionary``), Tokens Studio's sets and themes
///    (``TokensStudio``: its themes choose each appearance's sets), Figma's exports (``FigmaVariables``: each
///    appearance reads its modes). DTCG files are the neutral tree's shape already.
///
/// What comes next, the tree of each appearance and its values (``DTCGResolution``), the roles and the document, is
/// ``Importer``'s.
struct ReadStage {
    var parsed: [DTCGFile] = []
    var problems = KnockOn()
    var updated: UpdatedDocument?
    /// The files' lines (their values' notes come later).
    var readings: FileReadings
    var studio = TokensStudio.Reading()
    var figma = FigmaVariables.Outcome()
    /// The sources of each appearance, by the names of `parsed`.
    var plan: DTCGImport.Appearances
    var resolverIndex: Int?
    var rolesIndex: Int?
    /// A resolver's sets read although its order leaves them out (``UnusedSets``).
    var modeNotes: [String] = []
    /// The files written without `$` (Style Dictionary's), whose problems name their keys as written.
    var withoutDollar: Set<String> = []

    init(
        files: [DTCGImport.SourceFile], appearances: DTCGImport.Appearances?, resolver: DTCGImport.SourceFile?,
        roles: DTCGImport.SourceFile?, updating: DTCGImport.SourceFile?, options: DTCGImport.Options
    ) {
        readings = FileReadings(files: [], formats: [], json5: [])
        plan = DTCGImport.Appearances(light: [], dark: [])

        // 1. Parse every file. One that cannot be parsed is left out; a reference that names no token is then not
        //    reported, for the token may be in it.
        let inputs = files + [resolver, roles].compactMap({ $0 })
        for (index, file) in inputs.enumerated() {
            options.progress.report("Importing: parsing the files", completed: index, total: inputs.count)
            do {
                let (file, duplicates) = try DTCGImport.parse(file.bytes, file: file.name, strict: options.strict)
                parsed.append(file)
                problems.add(duplicates)
            } catch {
                if case .invalidTokens(let diagnostics) = error { problems.add(diagnostics) }
                problems.unreadableFiles = true
                parsed.append(DTCGFile(name: file.name, root: JSONNode(.object([])), lines: SourceLines([])))
            }
        }
        if let updating {
            let (document, diagnostics) = DTCGImport.updatedDocument(updating)
            updated = document
            problems.add(diagnostics)
        }

        problems.nextStage()

        // A resolver's set that its order leaves out is read when the order's tokens refer to it.
        var appearances = appearances
        if let given = appearances {
            let included = UnusedSets.include(in: given, files: parsed)
            (appearances, modeNotes) = (included.plan, included.notes)
        }

        // 2. Tell each token file's format by its contents.
        let formats = TokenFormat.detect(Array(parsed[..<files.count]), sets: files.map(\.set))

        // 3. Read each format into the neutral tree's shape: Style Dictionary's files here, Tokens Studio's sets and
        //    themes (its themes choose each appearance's sets), Figma's exports (each appearance reads its modes).
        readings = FileReadings(files: files.map(\.name), formats: formats, json5: parsed.map(\.json5Features))
        for (index, format) in formats.enumerated() where format == .styleDictionary {
            guard !options.strict else {
                // DTCG 2025.10 only: the file is refused once, and nothing else is said of it.
                problems.add([StyleDictionary.strictProblem(parsed[index])])
                problems.refuse(parsed[index].name)
                continue
            }
            let reading = StyleDictionary.read(parsed[index].root, file: index)
            parsed[index].root = reading.root
            readings.add(reading.notes, skipped: reading.skipped, of: parsed)
            withoutDollar.insert(parsed[index].name)
        }
        let sets = zip(files, formats).map { file, format in format == .tokensStudio ? file.set : nil }
        let foreign = Set(formats.indices.filter { formats[$0] == .styleDictionary || formats[$0] == .dtcg })
        studio = TokensStudio.read(Array(parsed[..<files.count]), sets: sets, foreign: foreign, options: options)
        problems.add(studio.problems)
        for file in studio.refused { problems.refuse(file) }
        parsed = studio.files + parsed[files.count...]
        resolverIndex = resolver == nil ? nil : studio.files.count
        rolesIndex = roles == nil ? nil : studio.files.count + (resolver == nil ? 0 : 1)
        let all = files.map { DTCGResolverPlan.Source.file($0.name) }
        plan = studio.plan(
            appearances ?? DTCGImport.Appearances(light: all, dark: all),
            metadataFiles: options.strict ? [] : Set(files.map(\.name).filter(TokensStudio.isMetadataFile)))
        figma = FigmaVariables.adapt(&parsed, tokenFiles: studio.files.count, plan: &plan, options: options)
        problems.add(figma.problems)
        // A `--context` that names nothing here is a mistake (a resolver reports its own), and no reason to hold
        // back the problems of the first file, where it is reported.
        if resolver == nil, let first = files.first {
            problems.add(
                DTCGImport.unclaimedContexts(
                    options.contexts, groups: studio.groups, collections: figma.collections, at: first.name),
                covering: false)
        }
        problems.nextStage()
    }
}
