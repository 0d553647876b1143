import Tokens

/// How a role was decided.
enum RoleDecision {
    /// An imported token fills it.
    case token(RoleCandidate)
    /// A value of dsys's own (a starter's, marked as dsys's default) is written at the role's path.
    case value(JSONValue, colors: RoleColors?)
    /// The profile's own default stands in (font families, shadows): nothing is written.
    case systemDefault
}

/// Fills the roles: tokens already in place, the roles file and `--role` answers, what an updated document recorded,
/// then proposals. A proposal is the token whose name says the role best and, for a color drawn on or under another
/// role, reads well there in every appearance; else a role's stand-in (a card on the page's color), the step of a
/// scale nearest the profile's default, or dsys's default where the files have nothing of the kind; else a
/// question (``RoleQuestion``) for the chosen profile's roles, while another profile's role is left to the document.
struct RoleMapper {
    let candidates: [RoleCandidate]
    var problems: DTCGProblems
    let files: [DTCGFile]
    let rolesIndex: Int?
    /// The DTCG tokens that exist but could not be imported (their own problems are reported): a roles file that
    /// names one is not told again that it is unknown.
    let unreadable: Set<String>
    /// Every role the import fills, and the document's font families.
    let specs: RoleSpecs
    private let present: (RoleSpec) -> Bool
    /// What the document an import updates recorded for each role (see ``RecordedRole``).
    let recorded: [String: RecordedRole]
    /// The other profiles' own entries for shared roles that document has: spec key → profile → token.
    let recordedEntries: [String: [String: TokenKey]]
    private let contrast: RoleContrast
    private var defaults: RoleDefaults
    private let answers: [(role: String, token: String)]
    private let sharedProfile: String?
    /// Roles whose recorded token the files no longer have, and that token: proposed anew.
    private(set) var lostRoles: [(role: String, was: String)] = []
    /// `font_family` as the roles chose it.
    private(set) var fonts: JSONValue = .object([
        JSONMember(key: "sans", value: JSONNode(.null)), JSONMember(key: "mono", value: JSONNode(.null)),
    ])
    /// The imported colors moved to the path of the role they mean (`from` → `to`, dotted document paths).
    private(set) var movedToRoles: [(from: String, to: String)] = []
    private var moved: [[String]: [String]] = [:]
    /// What the names, the contrast and the defaults cannot settle for the chosen profile.
    private(set) var questions: [RoleQuestion] = []
    /// The other profiles' roles nothing fills: the document lacks them for those profiles.
    private(set) var unfilled: [(profile: String, role: String)] = []
    private var choices: [DTCGImportResult.RoleChoice] = []
    private var decisions: [String: RoleDecision] = [:]
    /// The colors of each color role decided so far: what the next proposals are measured against.
    private var colorsOf: [String: RoleColors] = [:]
    /// The imported token at each role's own path, for the roles filled by one.
    private var inPlace: [String: RoleCandidate] = [:]
    /// The color candidates by their path in the document, for following aliases; made on first use.
    private var colorIndex: [[String]: Int]?
    /// The fixed roles the proposal in progress is not measured with (none of the tokens named for it reads with
    /// them: their own doing).
    private var ignoring: Set<String> = []
    /// Below this ratio two colors are all but one: a fill no one would tell from what it is drawn on.
    static let sameColorRatio = 1.1

    /// The tokens named for the role being proposed, none of which reads well, with how each reads.
    private var unreadableNamed: [(RoleCandidate, RoleContrast.Verdict?)] = []
    /// Whether no imported color differs in dark mode: the files have one appearance. A role's dark values are then
    /// dsys's defaults (marked as such), so that the components read in dark mode too: the files' light colors on
    /// the system's dark page would not.
    private let oneAppearance: Bool
    /// The roles the files or the team fixed: a token in place, an answer, a recorded token.
    private var fixedKeys: Set<String> = []
    /// Another profile's own entries (``fitOtherProfiles``): its name of a shared role, and what fills it there.
    private var profileFits: [(profile: String, role: String, spec: RoleSpec, decision: RoleDecision)] = []
    /// The categories of the roles the roles file or `--role` answers: their scales were to be in the files.
    private var answeredCategories: Set<String> = []
    /// The roles left to propose, and the colors of the tokens named for each color role among them.
    private var pendingKeys: Set<String> = []
    private var namedColorsCache: [String: [RoleColors]] = [:]
    /// The candidates ranked for each role (``ranked(_:)``), by its key.
    private var rankedCache: [String: [RoleScorer.Ranked]] = [:]

    init(
        candidates: [RoleCandidate], document: DocumentParts, problems: DTCGProblems, files: [DTCGFile],
        rolesIndex: Int?, specs: RoleSpecs, placed: Set<TokenKey>, mappedByDocument: Set<String>,
        options: DTCGImport.Options, highContrast: Bool, unreadable: Set<String> = [],
        recorded: [String: RecordedRole] = [:], recordedEntries: [String: [String: TokenKey]] = [:]
    ) {
        self.specs = specs
        self.recorded = recorded
        self.recordedEntries = recordedEntries
        self.unreadable = unreadable
        self.candidates = candidates
        self.problems = problems
        self.files = files
        self.rolesIndex = rolesIndex
        // Files of one appearance have no dark mode: the roles' dark values are dsys's (see ``roleColors``).
        oneAppearance = !candidates.contains { $0.type == .color && $0.dark != nil }
        contrast = RoleContrast(
            options.roleTables.drawings, specs: specs,
            appearances: highContrast ? Appearance.allCases : Appearance.standard)
        defaults = RoleDefaults(options)
        answers = options.roleTables.answers
        sharedProfile = options.roleTables.sharedProfile
        let shadowsPresent = !document.shadows.isEmpty
        let others = Set(candidates.compactMap { $0.key?.category == .other ? $0.key : nil })
        present = { spec in
            // Files dsys exported carry the document's own role mappings: those roles are filled.
            if spec.isShared, let shared = options.roleTables.sharedProfile,
                mappedByDocument.contains("\(shared) \(spec.key)")
            {
                return true
            }
            if spec.serves.contains(where: { mappedByDocument.contains("\($0.profile) \($0.role)") }) {
                return true
            }
            if let token = spec.otherToken { return others.contains(token) }
            if let category = TokenCategory(rawValue: spec.category),
                placed.contains(TokenKey(category, TokenPath(spec.path)))
            {
                return true
            }
            // A token at the role's path fills it; a group there (`text.primary.color`) does not.
            switch spec.category {
            case "typography": return document.typography.containsValue(spec.path)
            case "spacing": return document.spacing.containsValue(spec.path)
            case "radius": return document.radius.containsValue(spec.path)
            // The chosen profile's shadows are the document's, when it gives any; another profile's needs its own.
            case "shadow":
                return shadowsPresent
                    && (spec.serves.contains { $0.profile == specs.profile } || document.shadows.contains(spec.path))
            case "font_family": return false
            default: return document.colors.containsValue(spec.path)
            }
        }
    }

    mutating func apply(
        into document: inout DocumentParts, choices: inout [DTCGImportResult.RoleChoice], rootExtension: JSONNode,
        reportMissing: Bool
    ) {
        let (mapped, refused) = readAnswers()
        answeredCategories = Set(
            (Array(mapped.keys) + Array(refused)).compactMap { specs.spec(named: $0)?.category }.filter {
                $0 != "color"
            })
        findColorsInPlace()
        var pending: [(spec: RoleSpec, lost: String?)] = []
        for spec in specs.specs {
            // Files dsys exported say the document's fonts (or that it has none); no token is proposed for them.
            if spec.category == "font_family", !rootExtension.isNull { continue }
            if present(spec) {
                // A scale keeps its steps: a roles file may still say another step fills the role.
                if let answer = mapped[spec.key], let candidate = answer.candidate, let key = candidate.key,
                    key.category.rawValue == spec.category, spec.category != "shadow"
                {
                    decide(spec, .token(candidate), source: answer.source)
                    continue
                }
                if spec.category != "shadow" {
                    var choice = DTCGImportResult.RoleChoice(role: spec.key, token: spec.key, source: .present)
                    choice.ownName = spec.serves.first { $0.profile == specs.profile && $0.role != spec.key }?.role
                    self.choices.append(choice)
                }
                if let candidate = inPlace[spec.key], let colors = colors(of: candidate) {
                    colorsOf[spec.key] = colors
                    fixedKeys.insert(spec.key)
                }
                if let candidate = mapped[spec.key]?.candidate {
                    reportAnswer(
                        spec.key,
                        "the role \(spec.key) is already an imported token ({\(spec.key)}); remove it from the roles file "
                            + "(mapping it would replace the token {\(candidate.dtcgPath)} points at)")
                }
                continue
            }
            if let answer = mapped[spec.key] {
                decide(spec, answer.candidate.map(RoleDecision.token) ?? .systemDefault, source: answer.source)
                fixedKeys.insert(spec.key)
                continue
            }
            // The roles file's mistake for this role is reported there: not again as a role nothing fills.
            if refused.contains(spec.key) { continue }
            // A document being updated keeps the token it recorded for the role while the files still have it.
            var lost: String?
            if let record = recorded[spec.key] {
                if let candidate = candidate(recorded: record, for: spec) {
                    decide(spec, .token(candidate), source: .recorded)
                    fixedKeys.insert(spec.key)
                    continue
                }
                // dsys's default the document has for the role (edited or not) is proposed again like a new one
                // (``dsysDefault``), and kept as the document has it when it still stands.
                if case .dsysDefault = record {} else { lost = record.description(for: spec) }
            }
            pending.append((spec, lost))
        }
        // Colors first, each measured against the colors chosen before it: surfaces, then what is drawn on them.
        let lost = Dictionary(pending.map { ($0.spec.key, $0.lost) }, uniquingKeysWith: { first, _ in first })
        // The chosen profile's roles (and the shared ones) first: another profile's own roles fit around them and
        // never hold them back.
        let colors = pending.filter { $0.spec.type == .color }.map(\.spec)
        let colorKeys =
            contrast.order(colors.filter(isOwn).map(\.key)) + contrast.order(colors.filter { !isOwn($0) }.map(\.key))
        let others = pending.filter { $0.spec.type != .color }.map(\.spec.key)
        pendingKeys = Set(colorKeys + others)
        // A role whose stand-ins are still to be proposed waits for them (a few rounds: stand-ins of each other, or
        // a chain of them, do not wait for ever).
        var queue = colorKeys + others
        var deferred: [String: Int] = [:]
        while !queue.isEmpty {
            let key = queue.removeFirst()
            guard let spec = specs.spec(named: key) else { continue }
            if spec.standIns.contains(where: pendingKeys.contains), deferred[key, default: 0] < 3 {
                deferred[key, default: 0] += 1
                // Right after its last stand-in to come, not at the end: what is drawn on it (a field's focus ring on
                // its fill) is still measured against it, rather than it against them.
                let after = queue.lastIndex(where: spec.standIns.contains).map { $0 + 1 } ?? queue.endIndex
                queue.insert(key, at: after)
                continue
            }
            propose(spec, lost: lost[key] ?? nil, reportMissing: reportMissing)
            pendingKeys.remove(key)
        }
        pairShadows()
        fitOtherProfiles()
        choices += self.choices
        emit(into: &document)
    }

    // MARK: Other profiles' own entries

    /// One `roles` mapping serves every profile; where a shared role's color (proposed, or the files' own at the
    /// role's path) does not read where another profile's components draw it (theme draws the accent as text on the
    /// page, dsys only as a button's fill), that profile alone takes a color that does: a token named for the role,
    /// else the files' color nearest it (a darker step of the brand's ramp), else dsys's default, written as that
    /// profile's own entry (`roles.theme.accent`). The shared choice stays every other profile's (an answer too: the
    /// team's choice is kept wherever it reads well).
    private mutating func fitOtherProfiles() {
        guard let sharedProfile else { return }
        var names: Set<String> = []
        for spec in specs.specs { for serving in spec.serves { names.insert(serving.profile) } }
        for profile in names.subtracting([specs.profile, sharedProfile]).sorted() {
            var view = colorsOf
            var settled: Set<String> = []
            /// The profile's own name of the shared role `key`, when the role may take an entry of the profile's.
            func ownName(_ key: String) -> String? {
                guard !settled.contains(key), colorsOf[key] != nil,
                    let spec = specs.spec(named: key), spec.isShared
                else { return nil }
                return spec.serves.first { $0.profile == profile }?.role
            }
            // The entries the updated document has for the profile stay while the files have their tokens.
            for key in recordedEntries.keys.sorted() {
                guard let target = recordedEntries[key]?[profile], let role = ownName(key),
                    let spec = specs.spec(named: key),
                    let candidate = candidates.first(where: {
                        $0.type == .color && $0.key == nil
                            && (moved[$0.ourPath] ?? $0.ourPath) == target.path.components
                    }), let colors = roleColors(candidate, as: spec)
                else { continue }
                settled.insert(key)
                view[key] = colors
                profileFits.append((profile, role, spec, .token(candidate)))
                var choice = DTCGImportResult.RoleChoice(
                    role: key, token: candidate.dtcgPath, source: .recorded, note: "for \(profile) alone")
                choice.ownName = role == key ? nil : role
                choice.otherProfiles = [profile]
                choices.append(choice)
            }
            while true {
                // The profile's pairs that fail, counted by the role drawn; the role in the most is fitted first.
                var failing: [String: Int] = [:]
                for (key, links) in contrast.links {
                    guard let foreground = view[key] else { continue }
                    for link in links where link.isForeground && link.profiles.contains(profile) {
                        guard let background = link.other == key ? foreground : view[link.other],
                            contrast.worst(foreground, on: background, link, over: view).ratio < link.minimumRatio
                        else { continue }
                        // The role drawn (text, a ring, an icon) is fitted, never the surface it is drawn on: a
                        // profile's page keeps the files' color.
                        if ownName(key) != nil { failing[key, default: 0] += 1 }
                    }
                }
                guard
                    let key = failing.keys.sorted().max(by: { failing[$0] ?? 0 < failing[$1] ?? 0 }),
                    let spec = specs.spec(named: key), let role = ownName(key)
                else { break }
                settled.insert(key)
                guard let (decision, colors, how) = fit(spec, for: profile, view: view) else { continue }
                let shared = view[key].flatMap { current in
                    contrast.verdict(current, as: key, chosen: view, drawnBy: profile, ignoring: [])
                }
                view[key] = colors
                profileFits.append((profile, role, spec, decision))
                var token: String?
                var source = DTCGImportResult.RoleChoice.Source.dsysDefault
                if case .token(let candidate) = decision {
                    token = candidate.dtcgPath
                    source = .proposed
                }
                let reading = shared.map { "; the shared choice reads \($0.description) there" } ?? ""
                var choice = DTCGImportResult.RoleChoice(
                    role: key, token: token, source: source, note: "for \(profile) alone\(reading); \(how)")
                choice.ownName = role == key ? nil : role
                choice.otherProfiles = [profile]
                choices.append(choice)
            }
        }
    }

    /// A color for `spec`'s role that reads well wherever `profile` draws it, against `view`: a token named for the
    /// role, the files' color nearest its choice, or dsys's default; how it was found.
    private mutating func fit(
        _ spec: RoleSpec, for profile: String, view: [String: RoleColors]
    ) -> (RoleDecision, RoleColors, String)? {
        func reads(_ colors: RoleColors) -> Bool {
            contrast.verdict(colors, as: spec.key, chosen: view, drawnBy: profile, ignoring: [])?.passes != false
        }
        let named = ranked(spec).filter {
            $0.score.eligible && canFill(spec, with: $0.candidate)
        }
        for entry in named {
            if let colors = roleColors(entry.candidate, as: spec), reads(colors) {
                return (.token(entry.candidate), colors, "named for it")
            }
        }
        if let current = view[spec.key] {
            // The nearest of the files' colors, a few steps of a ramp at most, and no state's (`hover`).
            var near: [(distance: Double, candidate: RoleCandidate, colors: RoleColors)] = []
            for candidate in candidates where candidate.type == .color && candidate.key == nil {
                guard let colors = roleColors(candidate, as: spec) else { continue }
                let distance =
                    contrast.appearances.map { ColorDifference.deltaEOK(current[$0], colors[$0]) }.max() ?? 0
                // A step of the same ramp: a gray for a gray, else a color of about the same hue (a warning does
                // not turn red).
                guard distance <= Self.nearColor, Self.sameHue(current.light, colors.light),
                    RoleVocabulary.states.isDisjoint(with: candidate.ourPath.flatMap(RoleTable.words))
                else { continue }
                near.append((distance, candidate, colors))
            }
            // Stable: of two as near, the files' first.
            for entry in near.enumerated().sorted(by: {
                $0.element.distance != $1.element.distance
                    ? $0.element.distance < $1.element.distance : $0.offset < $1.offset
            }).map(\.element) where reads(entry.colors) {
                return (.token(entry.candidate), entry.colors, "the files' color nearest it that reads well there")
            }
        }
        guard let starter = defaults.color(for: spec), reads(starter) else { return nil }
        let value = Self.defaultColor(
            starter,
            described: "\(RoleDefaults.markerPrefix) for the \(profile) profile: no color of the files reads well "
                + "where \(profile) draws \(spec.key); edit it here")
        return (.value(value, colors: starter), starter, "no color of the files reads well there")
    }

    /// Whether two colors are both neutral, or both chromatic and within 30° of hue (HSV) of each other.
    private static func sameHue(_ left: RGBA, _ right: RGBA) -> Bool {
        guard isNeutral(left) == isNeutral(right) else { return false }
        if isNeutral(left) { return true }
        func hue(_ color: RGBA) -> Double {
            let (red, green, blue) = (Double(color.red), Double(color.green), Double(color.blue))
            let high = max(red, green, blue)
            let range = high - min(red, green, blue)
            guard range > 0 else { return 0 }
            let sector: Double =
                high == red
                ? (green - blue) / range : high == green ? (blue - red) / range + 2 : (red - green) / range + 4
            return (sector * 60 + 360).truncatingRemainder(dividingBy: 360)
        }
        let difference = abs(hue(left) - hue(right))
        return min(difference, 360 - difference) <= 30
    }

    /// How far (ΔE_OK × 100) a color of the files may be from a role's choice to take its place for one profile:
    /// about two steps of a ramp.
    static let nearColor = 30.0

    // MARK: Proposals

    /// Decides a role no token, roles file or record fills: by name (and contrast), else a stand-in, the nearest
    /// step or dsys's default; else a question, or nothing for another profile's role.
    private mutating func propose(_ spec: RoleSpec, lost: String?, reportMissing: Bool) {
        let ranked = ranked(spec)
        // The chosen profile's roles are asked; another profile's are filled where they can be, never asked.
        let asks = spec.category == "font_family" || spec.serves.contains { $0.profile == specs.profile }
        let eligible = ranked.filter { $0.score.eligible && canFill(spec, with: $0.candidate) }
        // A pair with a role the files or the team fixed (a token in place, an answer, a recorded token) that none of
        // the colors this role may take reads in (the tokens named for it, its stand-ins, dsys's default) is that
        // role's doing: left out here, and said so.
        let fixedFailing = self.fixedFailing(options(spec, eligible: eligible.map(\.candidate)), as: spec)
        ignoring = fixedFailing
        if !eligible.isEmpty {
            var verdicts = eligible.map { verdict($0.candidate, as: spec, ignoring: fixedFailing) }
            var passing = eligible.indices.filter { verdicts[$0]?.passes != false }
            // A token that reads well where the chosen profile draws the role, though not where another profile
            // does, is proposed when no token reads well everywhere; the report names the other profile's pair.
            var elsewhere: [Int: RoleContrast.Verdict] = [:]
            if passing.isEmpty, isOwn(spec) {
                let own = eligible.map {
                    verdict($0.candidate, as: spec, drawnBy: specs.profile, ignoring: fixedFailing)
                }
                passing = eligible.indices.filter { own[$0]?.passes != false }
                // A color all but the same as what another profile draws it on or under (an accent that is the
                // page's own color) comes after the others, each in the names' order.
                let everywhere = verdicts
                let distinct = passing.filter { (everywhere[$0]?.ratio ?? .infinity) >= Self.sameColorRatio }
                passing = distinct + passing.filter { !distinct.contains($0) }
                for index in passing { elsewhere[index] = verdicts[index] }
                // Questions and notes show how each reads where the chosen profile draws it.
                verdicts = own
            }
            // Of the fills that read well, those the roles drawn on them can read on too; a role none of whose
            // tokens reads on any of them is its own question, not the fill's.
            // The role's stand-in and dsys's default are weighed with them: a fill named for it that none of the
            // labels it carries reads on gives way to one they read on.
            var notes: [Int: RoleContrast.Verdict] = [:]
            var givesWay: RoleContrast.Verdict?
            if spec.type == .color, !passing.isEmpty, !contrast.drawnOn(spec.key).isEmpty {
                let unread = passing.map { index in
                    roleColors(eligible[index].candidate, as: spec).map { unreadable(on: $0, as: spec) } ?? [:]
                }
                let fallbacks = [standInColors(spec), defaultColors(spec)].compactMap { $0 }.map {
                    unreadable(on: $0, as: spec)
                }
                let everywhere = (unread + fallbacks).dropFirst().reduce(Set(unread.first?.keys ?? [:].keys)) {
                    $0.intersection($1.keys)
                }
                let readable = passing.indices.filter { Set(unread[$0].keys).isSubset(of: everywhere) }
                for position in passing.indices where !readable.contains(position) {
                    notes[passing[position]] = unread[position].first { !everywhere.contains($0.key) }?.value
                }
                if !readable.isEmpty {
                    passing = readable.map { passing[$0] }
                } else if fallbacks.contains(where: { Set($0.keys).isSubset(of: everywhere) }) {
                    givesWay = notes[passing[0]]
                    passing = []
                }
            }
            if let verdict = givesWay {
                unreadableNamed = [(eligible[0].candidate, verdict)]
            } else if let best = passing.first {
                let tied = passing.filter { abs(eligible[$0].score.value - eligible[best].score.value) < 0.001 }
                // Steps of a scale the names tie for: the one nearest the profile's default settles it.
                if tied.count > 1, let target = defaults.number(for: spec),
                    let nearest = tied.min(by: {
                        abs((Self.number(of: eligible[$0].candidate) ?? .infinity) - target)
                            < abs((Self.number(of: eligible[$1].candidate) ?? .infinity) - target)
                    }), Self.number(of: eligible[nearest].candidate) != nil
                {
                    decide(
                        spec, .token(eligible[nearest].candidate), source: .proposed,
                        note: "\(tied.count) tie by name; the nearest dsys's default of \(NumberText.shortest(target))",
                        lost: lost)
                    return
                }
                // Of tokens the names tie for, one that refers to the others (`surface.brand` → `{brand.watermelon}`)
                // is the semantic token they are the palette of.
                if tied.count > 1 {
                    let paths = Set(tied.map { eligible[$0].candidate.ourPath })
                    let referring = tied.filter { index in
                        guard case .string(let text) = eligible[index].candidate.value,
                            let path = DTCGReference.curlyPath(text)
                        else { return false }
                        return paths.contains(path)
                    }
                    if referring.count == 1 {
                        decide(
                            spec, .token(eligible[referring[0]].candidate), source: .proposed,
                            note: "\(tied.count) tie by name; the one that refers to another of them"
                                + (elsewhereNote(elsewhere[referring[0]], of: spec).map { "; \($0)" } ?? ""),
                            lost: lost)
                        return
                    }
                }
                // Tokens the names tie for, none reading well everywhere: the one nearest to it, when that settles it.
                if tied.count > 1, !elsewhere.isEmpty {
                    let ratios = tied.map { index in elsewhere[index].map { $0.ratio / $0.minimumRatio } ?? .infinity }
                    if let top = ratios.max(), ratios.filter({ $0 == top }).count == 1,
                        let index = ratios.firstIndex(of: top)
                    {
                        let chosen = tied[index]
                        decide(
                            spec, .token(eligible[chosen].candidate), source: .proposed,
                            note: "\(tied.count) tie by name; the one that reads best where other profiles draw it"
                                + (elsewhereNote(elsewhere[chosen], of: spec).map { "; \($0)" } ?? ""), lost: lost)
                        return
                    }
                }
                // Tokens the names tie for after a closer one that reads badly (`primary.base`, its label unreadable on
                // it): the one nearest that one's color, the team's own (`primary.dark` before `primary.darker`), when
                // that settles it.
                if tied.count > 1, !passing.contains(0), let passedOver = roleColors(eligible[0].candidate, as: spec) {
                    let distances = tied.map { index in
                        roleColors(eligible[index].candidate, as: spec).map { colors in
                            contrast.appearances.map { ColorDifference.deltaEOK(passedOver[$0], colors[$0]) }.max() ?? 0
                        } ?? .infinity
                    }
                    if let nearest = distances.min(), nearest.isFinite, distances.filter({ $0 == nearest }).count == 1,
                        let index = distances.firstIndex(of: nearest)
                    {
                        let chosen = tied[index]
                        let reading = (notes[0] ?? verdicts[0]).map { " reads \($0.description)" } ?? " reads badly"
                        decide(
                            spec, .token(eligible[chosen].candidate), source: .proposed,
                            note: "\(tied.count) tie by name; the one nearest in color to "
                                + "{\(eligible[0].candidate.dtcgPath)}, which is closer by name but\(reading)"
                                + (elsewhereNote(elsewhere[chosen], of: spec).map { "; \($0)" } ?? ""), lost: lost)
                        return
                    }
                }
                if tied.count > 1, asks {
                    if reportMissing {
                        ask(spec, .tie, tied.prefix(4).map { (eligible[$0].candidate, verdicts[$0]) }, lost: lost)
                    }
                    return
                }
                // A token closer by name that reads badly where the role is drawn is passed over, and said so.
                var note =
                    best == 0
                    ? nil
                    : (notes[0] ?? verdicts[0]).map {
                        "{\(eligible[0].candidate.dtcgPath)} is closer by name but reads \($0.description)"
                    }
                if let other = elsewhere[best] {
                    let profiles = contrast.profiles(of: spec.key, other: other.other).filter { $0 != specs.profile }
                    note = [note, "reads \(other.description) where \(profiles.joined(separator: ", ")) draws it"]
                        .compactMap { $0 }.joined(separator: "; ")
                }
                decide(spec, .token(eligible[best].candidate), source: .proposed, note: note, lost: lost)
                return
            }
            // None of the tokens named for it reads well: a stand-in or dsys's default that does takes its place
            // (the report says which token read how), else it is asked.
            if givesWay == nil {
                unreadableNamed = eligible.prefix(4).indices.map { (eligible[$0].candidate, verdicts[$0]) }
            }
        }
        defer {
            unreadableNamed = []
            ignoring = []
        }
        let named = unreadableNamed.first.map { candidate, verdict in
            "{\(candidate.dtcgPath)}" + (verdict.map { " reads \($0.description)" } ?? " does not read well")
        }
        if standIn(spec, lost: lost, note: named) || nearest(spec, ranked: ranked, lost: lost) { return }
        // A color no profile needs, that nothing of the files' fills, is drawn in one of the files' own text colors
        // (the profiles' fallbacks, which their text pairs keep readable): no color of dsys's is added for it.
        if spec.type == .color, !spec.requiredSomewhere {
            decide(
                spec, .systemDefault, source: .systemDefault,
                note: [named, "each profile draws it in one of its text colors"].compactMap { $0 }.joined(
                    separator: "; "), lost: lost)
            return
        }
        // A step of a scale takes dsys's where none of the files' is near; a color whose names do not settle it, or
        // whose named tokens do not read well, where dsys's reads well.
        if dsysDefault(spec, lost: lost, note: named) || plainTextColor(spec, lost: lost, note: named) { return }
        if asks, spec.required {
            // A role whose stand-in is asked waits for its answer: the import proposes it again then.
            guard reportMissing, !spec.standIns.contains(where: { key in questions.contains { $0.role == key } })
            else { return }
            if !unreadableNamed.isEmpty {
                ask(spec, .contrast, unreadableNamed, lost: lost)
                return
            }
            let closest = ranked.filter(\.score.hasKind) + ranked.filter { !$0.score.hasKind }
            ask(
                spec, closest.isEmpty ? .nothing : .unclear,
                closest.prefix(4).map { ($0.candidate, verdict($0.candidate, as: spec)) }, lost: lost)
        } else if asks {
            // A role the profile can do without takes the system default.
            decide(spec, .systemDefault, source: .systemDefault, lost: lost)
        } else if !lastResort(spec, lost: lost) {
            for serving in spec.serves { unfilled.append((serving.profile, serving.role)) }
        }
    }

    /// The role takes the token of the first of its stand-ins that is decided and, for a color, reads well where
    /// the role is drawn.
    private mutating func standIn(_ spec: RoleSpec, lost: String?, note: String? = nil) -> Bool {
        for key in spec.standIns {
            // dsys's default of the stand-in stands in as well (text on the accent in the page's color).
            if case .value(let value, let colors?)? = decisions[key], spec.type == .color {
                let reading = reads(colors, as: spec)
                guard reading.passes else { continue }
                decide(
                    spec, .value(value, colors: colors), source: .standIn,
                    note: ["as \(key), dsys's default", note, elsewhereNote(reading.elsewhere, of: spec)]
                        .compactMap { $0 }.joined(separator: "; "), lost: lost)
                return true
            }
            guard let candidate = token(of: key), candidate.type == spec.type else { continue }
            var elsewhere: RoleContrast.Verdict?
            if spec.type == .color, let colors = roleColors(candidate, as: spec) {
                let reading = reads(colors, as: spec)
                guard reading.passes else { continue }
                elsewhere = reading.elsewhere
            }
            decide(
                spec, .token(candidate), source: .standIn,
                note: ["as \(key)", note, elsewhereNote(elsewhere, of: spec)].compactMap { $0 }.joined(separator: "; "),
                lost: lost)
            return true
        }
        return false
    }

    /// Whether a color is a neutral (white, black, a gray): its channels within a few steps of one another, opaque.
    private static func isNeutral(_ color: RGBA) -> Bool {
        let channels = [Int(color.red), Int(color.green), Int(color.blue)]
        return color.alpha == 255 && (channels.max() ?? 0) - (channels.min() ?? 0) <= 16
    }

    /// Another profile's color role that nothing reads well as (its own pairs fail already, say): its first stand-in,
    /// else dsys's default, so that the document still generates for that profile, whose own contrast check then
    /// reports the pair. The report says how it reads.
    private mutating func lastResort(_ spec: RoleSpec, lost: String?) -> Bool {
        guard spec.type == .color else { return false }
        for key in spec.standIns {
            var colors: RoleColors?
            switch decisions[key] {
            case .value(let value, let decided?)?:
                decide(
                    spec, .value(value, colors: decided), source: .standIn,
                    note: "as \(key), dsys's default; "
                        + (verdict(decided, as: spec).map { "reads \($0.description)" } ?? ""),
                    lost: lost)
                return true
            default: colors = token(of: key).flatMap { roleColors($0, as: spec) }
            }
            guard let candidate = token(of: key), let colors else { continue }
            decide(
                spec, .token(candidate), source: .standIn,
                note: ["as \(key)", verdict(colors, as: spec).map { "reads \($0.description)" }].compactMap { $0 }
                    .joined(separator: "; "), lost: lost)
            return true
        }
        return false
    }

    /// Text on a fill (`text.inverse`) that nothing named for it, and none of its stand-ins, reads on: the files'
    /// neutral (white, black or gray) that reads best, as a designer picks the label of a button of any color.
    private mutating func plainTextColor(_ spec: RoleSpec, lost: String?, note: String?) -> Bool {
        // Drawn on a fill: on a role that is itself drawn on another (a button's color on the page).
        guard spec.type == .color,
            contrast.links[spec.key]?.contains(where: { link in
                link.isForeground && link.other != spec.key
                    && contrast.links[link.other]?.contains { $0.isForeground && $0.other != link.other } == true
            }) == true
        else { return false }
        // The files' neutral colors (white, black, grays), the one that reads best; in the files' order on a tie.
        var best: (candidate: RoleCandidate, score: Double, elsewhere: RoleContrast.Verdict?)?
        for candidate in candidates where candidate.type == .color && candidate.key == nil {
            guard let own = self.colors(of: candidate), contrast.appearances.allSatisfy({ Self.isNeutral(own[$0]) }),
                let colors = roleColors(candidate, as: spec)
            else { continue }
            let reading = reads(colors, as: spec)
            guard reading.passes else { continue }
            let worst = verdict(colors, as: spec, drawnBy: specs.profile).map { $0.ratio / $0.minimumRatio } ?? 0
            if best.map({ worst > $0.score }) ?? true { best = (candidate, worst, reading.elsewhere) }
        }
        guard let best else { return false }
        decide(
            spec, .token(best.candidate), source: .standIn,
            note: ["the files' neutral that reads best on it", note, elsewhereNote(best.elsewhere, of: spec)]
                .compactMap { $0 }.joined(separator: "; "), lost: lost)
        return true
    }

    /// A step of a scale the files have for a role no name settles: the one nearest the profile's default value
    /// for it (`spacing.md` ← the step nearest 16 pt).
    private mutating func nearest(_ spec: RoleSpec, ranked: [RoleScorer.Ranked], lost: String?) -> Bool {
        guard spec.type == .dimension || spec.type == .number || spec.type == .typography,
            let target = defaults.number(for: spec)
        else { return false }
        var best: (candidate: RoleCandidate, distance: Double)?
        // The steps of the scale itself (a letter spacing is no spacing step, though its name says `spacing`); for
        // a role of tokens.other, the tokens whose names say its kind.
        let scale = TokenCategory(rawValue: spec.category).flatMap { $0 == .other ? nil : $0 }
        let steps =
            scale.map { scale in
                (wordsByType[spec.type] ?? []).map(\.candidate).filter { $0.key?.category == scale }
            } ?? ranked.filter(\.score.hasKind).map(\.candidate)
        for candidate in steps {
            guard let value = Self.number(of: candidate) else { continue }
            let distance = abs(value - target)
            if best.map({ distance < $0.distance }) ?? true { best = (candidate, distance) }
        }
        // A step is near when it is within a factor of two of the default: a scale of 2 to 12 pt has no step for a
        // radius of 0 or a pill's 9999, which take dsys's default instead.
        guard let best, let value = Self.number(of: best.candidate),
            target == 0 ? value == 0 : (value / target >= 0.5 && value / target <= 2)
        else { return false }
        decide(
            spec, .token(best.candidate), source: .nearest, note: "dsys's default is \(NumberText.shortest(target))",
            lost: lost)
        return true
    }

    /// The colors of a color the document writes with literal values (`#rrggbb`, or light and dark ones).
    static func colors(written value: JSONValue) -> RoleColors? {
        let node = JSONNode(value)
        guard
            let light = (node.stringValue ?? node["light"]?.stringValue ?? node["value"]?.stringValue).flatMap(
                RGBA.init(hex:))
        else { return nil }
        let dark = node["dark"]?.stringValue.flatMap(RGBA.init(hex:)) ?? light
        return RoleColors(
            light: light, dark: dark,
            lightHighContrast: node["light_hc"]?.stringValue.flatMap(RGBA.init(hex:)) ?? light,
            darkHighContrast: node["dark_hc"]?.stringValue.flatMap(RGBA.init(hex:)) ?? dark)
    }

    private static func text(_ value: JSONValue) -> String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// What a default stands for, in its marker: `borderWidth tokens`, `radius for this role`.
    private static func what(_ spec: RoleSpec) -> String {
        if let token = spec.otherToken, let group = token.path.components.first { return "\(group) tokens" }
        return "\(spec.category == "typography" ? "text style" : spec.category) for this role"
    }

    /// A size, an opacity or a text style's size.
    private static func number(of candidate: RoleCandidate) -> Double? {
        func number(_ value: JSONValue?) -> Double? {
            switch value {
            case .number(let number, _)?: return number
            case .string(let text)?: return Double(text)
            case .object?: return number(JSONNode(value ?? .null)["value"]?.value)
            default: return nil
            }
        }
        if candidate.type == .typography { return number(JSONNode(candidate.value)["fontSize"]?.value) }
        return number(candidate.value)
    }

    /// dsys's default for a role of a kind the files have none of: the starter's color (when it reads well where the
    /// role is drawn), border width, opacity, dimension or shadow.
    private mutating func dsysDefault(_ spec: RoleSpec, lost: String?, note: String? = nil) -> Bool {
        // The document being updated has dsys's default for the role: kept as it has it (the team may have edited
        // it), where it still reads well.
        if case .dsysDefault(let value)? = recorded[spec.key] {
            let colors = Self.colors(written: value)
            if spec.type != .color || colors.map({ reads($0, as: spec).passes }) == true {
                decide(spec, .value(value, colors: colors), source: .recorded)
                return true
            }
        }
        if spec.type == .color {
            guard let colors = defaultColors(spec) else { return false }
            let value = Self.defaultColor(
                colors,
                described: "\(RoleDefaults.markerPrefix): no token of the files is named for this role and reads well "
                    + "where it is drawn; edit it here")
            decide(
                spec, .value(value, colors: colors), source: .dsysDefault,
                note: note ?? "no token's name in the files settles it", lost: lost)
            return true
        }
        // A shared shadow the files lack takes the profile's own default shadows; a step of a scale is added only
        // where no step of the files' is near, and not to a scale a roles file maps (the files were to have it).
        guard !(spec.category == "shadow" && isOwn(spec)), spec.category != "font_family",
            !answeredCategories.contains(spec.category),
            let value = defaults.token(for: spec, what: Self.what(spec))
        else { return false }
        let note =
            spec.otherToken == nil && spec.category != "shadow"
            ? defaults.number(for: spec).map { "no step of the files' is near \(NumberText.shortest($0))" }
            : nil
        decide(spec, .value(value, colors: nil), source: .dsysDefault, note: note ?? "none in the files", lost: lost)
        return true
    }

    /// dsys's default color written into the document, with its high-contrast values where they differ and its
    /// marker.
    private static func defaultColor(_ colors: RoleColors, described description: String) -> JSONValue {
        TokenForms.color(
            light: colors.light.hex, dark: colors.dark.hex,
            lightHighContrast: colors.lightHighContrast == colors.light ? nil : colors.lightHighContrast.hex,
            darkHighContrast: colors.darkHighContrast == colors.dark ? nil : colors.darkHighContrast.hex,
            metadata: TokenForms.Metadata(description: .string(description)))
    }

    /// Every color the role may take: the tokens named for it, its stand-ins' colors, dsys's default.
    private mutating func options(_ spec: RoleSpec, eligible: [RoleCandidate]) -> [RoleColors] {
        guard spec.type == .color, contrast.isDrawn(spec.key), !fixedKeys.isEmpty else { return [] }
        var result = eligible.compactMap { roleColors($0, as: spec) }
        for key in spec.standIns {
            switch decisions[key] {
            case .value(_, let decided?)?: result.append(decided)
            default: if let colors = token(of: key).flatMap({ roleColors($0, as: spec) }) { result.append(colors) }
            }
        }
        if let starter = defaults.color(for: spec) { result.append(starter) }
        return result
    }

    /// dsys's default color of a color role when it reads well with the colors chosen so far (without its marker).
    private mutating func defaultColors(_ spec: RoleSpec) -> RoleColors? {
        guard spec.type == .color, let starter = defaults.color(for: spec) else { return nil }
        return reads(starter, as: spec).passes ? starter : nil
    }

    /// The colors of the first of the role's stand-ins that is decided and reads well as the role.
    private mutating func standInColors(_ spec: RoleSpec) -> RoleColors? {
        for key in spec.standIns {
            let colors: RoleColors?
            switch decisions[key] {
            case .value(_, let decided?)?: colors = decided
            default: colors = token(of: key).flatMap { roleColors($0, as: spec) }
            }
            guard let colors, reads(colors, as: spec).passes else { continue }
            return colors
        }
        return nil
    }

    /// How `candidate`'s colors read where `spec`'s role is drawn, against the colors chosen so far; `nil` when the
    /// role is drawn on nothing chosen yet, or the token is no color.
    private mutating func verdict(
        _ candidate: RoleCandidate, as spec: RoleSpec, drawnBy profile: String? = nil,
        ignoring ignored: Set<String>? = nil
    ) -> RoleContrast.Verdict? {
        guard spec.type == .color, contrast.isDrawn(spec.key), let colors = roleColors(candidate, as: spec) else {
            return nil
        }
        return verdict(colors, as: spec, drawnBy: profile, ignoring: ignored)
    }

    /// How `colors` read as `spec`'s role against the roles chosen so far, where `profile` draws it (every profile,
    /// when `nil`), leaving out the pairs with the roles `ignored`.
    private mutating func verdict(
        _ colors: RoleColors, as spec: RoleSpec, drawnBy profile: String? = nil, ignoring ignored: Set<String>? = nil
    ) -> RoleContrast.Verdict? {
        contrast.verdict(colors, as: spec.key, chosen: colorsOf, drawnBy: profile, ignoring: ignored ?? ignoring)
    }

    /// Whether `colors` read well as `spec`'s role: where every profile draws it, or, for the chosen profile's
    /// role, where that profile does (`elsewhere`: how it reads where another profile draws it).
    private mutating func reads(
        _ colors: RoleColors, as spec: RoleSpec, measuredBy measure: RoleContrast? = nil
    ) -> (passes: Bool, elsewhere: RoleContrast.Verdict?) {
        let contrast = measure ?? self.contrast
        let all = contrast.verdict(colors, as: spec.key, chosen: colorsOf, ignoring: ignoring)
        if all?.passes != false { return (true, nil) }
        if isOwn(spec),
            contrast.verdict(colors, as: spec.key, chosen: colorsOf, drawnBy: specs.profile, ignoring: ignoring)?
                .passes != false
        {
            return (true, all)
        }
        return (false, all)
    }

    /// `reads 2.1:1 on surface.raised (dark), needs 4.5:1 where catalog draws it`.
    private func elsewhereNote(_ verdict: RoleContrast.Verdict?, of spec: RoleSpec) -> String? {
        guard let verdict else { return nil }
        let profiles = contrast.profiles(of: spec.key, other: verdict.other).filter { $0 != specs.profile }
        return "reads \(verdict.description) where \(profiles.joined(separator: ", ")) draws it"
    }

    /// The fixed roles (a token in place, an answer, a recorded token) with which none of `candidates` reads well as
    /// `spec`'s role, where the chosen profile draws them.
    private mutating func fixedFailing(_ options: [RoleColors], as spec: RoleSpec) -> Set<String> {
        guard spec.type == .color, contrast.isDrawn(spec.key), !fixedKeys.isEmpty else { return [] }
        var result: Set<String>?
        for colors in options {
            let failing = contrast.failingWith(colors, as: spec.key, chosen: colorsOf, drawnBy: specs.profile)
                .intersection(fixedKeys)
            result = result.map { $0.intersection(failing) } ?? failing
            if result?.isEmpty == true { return [] }
        }
        return result ?? []
    }

    /// For a role others are drawn on, the roles not chosen yet none of whose tokens named for them reads on
    /// `colors`, each with the best any of them reaches: a button's fill none of the tokens named for its label reads
    /// on is passed over for one they read on, though the label is chosen after it.
    private mutating func unreadable(
        on colors: RoleColors, as spec: RoleSpec, measuredBy measure: RoleContrast? = nil
    ) -> [String: RoleContrast.Verdict] {
        let contrast = measure ?? self.contrast
        var result: [String: RoleContrast.Verdict] = [:]
        for link in contrast.drawnOn(spec.key) where colorsOf[link.other] == nil && pendingKeys.contains(link.other) {
            if isOwn(spec), let other = specs.spec(named: link.other), !isOwn(other) { continue }
            let named = namedColors(link.other)
            guard !named.isEmpty else { continue }
            var best: (ratio: Double, appearance: Appearance) = (0, .light)
            for foreground in named {
                let worst = contrast.worst(foreground, on: colors, link, over: colorsOf)
                if worst.ratio > best.ratio { best = worst }
            }
            let verdict = RoleContrast.Verdict(
                ratio: best.ratio, minimumRatio: link.minimumRatio, other: link.other, isForeground: false,
                appearance: best.appearance)
            if !verdict.passes, result[link.other] == nil { result[link.other] = verdict }
        }
        return result
    }

    /// The candidates of `spec`'s type ranked for its role (``RoleScorer/ranked(among:)``): scored once per role,
    /// however often the role is proposed, fitted to a profile or measured against (a spec is one per key).
    private mutating func ranked(_ spec: RoleSpec) -> [RoleScorer.Ranked] {
        if let known = rankedCache[spec.key] { return known }
        let ranked = RoleScorer(spec, among: specs.specs).ranked(among: wordsByType[spec.type] ?? [])
        rankedCache[spec.key] = ranked
        return ranked
    }

    /// The colors of the tokens whose names make them proposals for the role `key` (not yet decided).
    private mutating func namedColors(_ key: String) -> [RoleColors] {
        if let known = namedColorsCache[key] { return known }
        guard let spec = specs.spec(named: key) else { return [] }
        let eligible = ranked(spec).filter(
            \.score.eligible)
        var result: [RoleColors] = []
        for entry in eligible.prefix(8) {
            if let colors = roleColors(entry.candidate, as: spec) { result.append(colors) }
        }
        // dsys's default is the last resort of a role: a fill it reads on is one the role can be drawn on.
        if !result.isEmpty, let starter = defaults.color(for: spec) { result.append(starter) }
        namedColorsCache[key] = result
        return result
    }

    /// Whether the role is the chosen profile's or the shared vocabulary's (or a font family), rather than only
    /// another profile's.
    private func isOwn(_ spec: RoleSpec) -> Bool {
        spec.isShared || spec.category == "font_family" || spec.serves.contains { $0.profile == specs.profile }
    }

    /// The imported token that fills the role `key`, once decided (or in place).
    private func token(of key: String) -> RoleCandidate? {
        if case .token(let candidate)? = decisions[key] { return candidate }
        return inPlace[key]
    }

    private mutating func decide(
        _ spec: RoleSpec, _ decision: RoleDecision, source: DTCGImportResult.RoleChoice.Source, note: String? = nil,
        lost: String? = nil
    ) {
        decisions[spec.key] = decision
        var token: String?
        switch decision {
        case .token(let candidate):
            token = candidate.dtcgPath
            if let colors = roleColors(candidate, as: spec) { colorsOf[spec.key] = colors }
        case .value(_, let colors?): colorsOf[spec.key] = colors
        case .value, .systemDefault: break
        }
        var note = note
        if !ignoring.isEmpty {
            note = [
                note,
                "no color it may take reads with \(ignoring.sorted().joined(separator: ", ")) as the files or the "
                    + "answers fill \(ignoring.count == 1 ? "it" : "them")",
            ].compactMap { $0 }.joined(separator: "; ")
        }
        var choice = DTCGImportResult.RoleChoice(role: spec.key, token: token, source: source, note: note)
        choice.ownName = spec.serves.first { $0.profile == specs.profile && $0.role != spec.key }?.role
        if !spec.isShared, !spec.serves.contains(where: { $0.profile == specs.profile }) {
            choice.otherProfiles = spec.serves.map(\.profile)
        }
        choices.append(choice)
        if let lost { lostRoles.append((spec.key, lost)) }
    }

    /// Shadows come as a pair (the card uses sm, dsShadow() md), or not at all; another profile's shadows follow.
    private mutating func pairShadows() {
        let shadows = specs.specs.filter { $0.category == "shadow" }
        guard
            shadows.filter(isOwn).contains(where: {
                decisions[$0.key] == nil || Self.isSystemDefault(decisions[$0.key])
            })
        else { return }
        for spec in shadows where decisions[spec.key] != nil && !Self.isSystemDefault(decisions[spec.key]) {
            decisions[spec.key] = isOwn(spec) ? .systemDefault : nil
            choices.removeAll { $0.role == spec.key }
            if isOwn(spec) { choices.append(.init(role: spec.key, token: nil, source: .systemDefault)) }
        }
    }

    private static func isSystemDefault(_ decision: RoleDecision?) -> Bool {
        if case .systemDefault? = decision { return true }
        return false
    }

    /// A color's values in the four appearances, its aliases followed as the document will (an alias without a
    /// high-contrast value of its own takes its target's); `nil` for a token that is no color, or a chain that ends
    /// nowhere.
    private mutating func colors(of candidate: RoleCandidate) -> RoleColors? {
        guard candidate.type == .color else { return nil }
        if colorIndex == nil {
            var index: [[String]: Int] = [:]
            index.reserveCapacity(candidates.count)
            // Last to first, each stored over the later one: the first of a path wins, at one lookup a color.
            for position in candidates.indices.reversed()
            where candidates[position].type == .color && candidates[position].key == nil {
                index[candidates[position].ourPath] = position
            }
            colorIndex = index
        }
        func resolve(_ candidate: RoleCandidate, _ appearance: Appearance, depth: Int) -> RGBA? {
            guard depth < 64 else { return nil }
            let written: String?
            switch appearance {
            case .light: written = Self.text(candidate.value)
            case .dark: written = candidate.dark ?? Self.text(candidate.value)
            case .lightHighContrast: written = candidate.lightHighContrast
            case .darkHighContrast: written = candidate.darkHighContrast
            }
            guard let written else {
                // No high-contrast value of its own: its target's, or its standard one.
                return resolve(candidate, appearance.base, depth: depth, following: appearance)
            }
            if let color = RGBA(hex: written) { return color }
            guard let path = DTCGReference.curlyPath(written), let target = colorIndex?[path] else { return nil }
            return resolve(candidates[target], appearance, depth: depth + 1)
        }
        func resolve(
            _ candidate: RoleCandidate, _ base: Appearance, depth: Int, following appearance: Appearance
        )
            -> RGBA?
        {
            let written = base == .light ? Self.text(candidate.value) : (candidate.dark ?? Self.text(candidate.value))
            guard let written else { return nil }
            if let color = RGBA(hex: written) { return color }
            guard let path = DTCGReference.curlyPath(written), let target = colorIndex?[path] else { return nil }
            return resolve(candidates[target], appearance, depth: depth + 1)
        }
        guard let light = resolve(candidate, .light, depth: 0), let dark = resolve(candidate, .dark, depth: 0),
            let lightHighContrast = resolve(candidate, .lightHighContrast, depth: 0),
            let darkHighContrast = resolve(candidate, .darkHighContrast, depth: 0)
        else { return nil }
        return RoleColors(
            light: light, dark: dark, lightHighContrast: lightHighContrast, darkHighContrast: darkHighContrast)
    }

    /// Whether `candidate` may be proposed for `spec`'s role by its name: a surface translucent fills are painted over
    /// (a page's or a card's color) is opaque in every appearance, so that a scrim (`overlay.dark`, `#00000044`)
    /// named like one is not taken for it; what would show through it is not known where the components are put.
    private mutating func canFill(_ spec: RoleSpec, with candidate: RoleCandidate) -> Bool {
        guard spec.type == .color, contrast.backdrops.contains(spec.key), let colors = colors(of: candidate) else {
            return true
        }
        return Appearance.allCases.allSatisfy { colors[$0].alpha == 255 }
    }

    /// A token's colors as the role `spec` would show them: its own, or, for files of one appearance, its light ones
    /// and dsys's dark ones for the role.
    private mutating func roleColors(_ candidate: RoleCandidate, as spec: RoleSpec) -> RoleColors? {
        guard let own = colors(of: candidate) else { return nil }
        guard oneAppearance, let starter = defaults.color(for: spec) else { return own }
        return RoleColors(
            light: own.light, dark: starter.dark, lightHighContrast: own.lightHighContrast,
            darkHighContrast: starter.darkHighContrast)
    }

    /// The imported colors at the color roles' own paths: what a role filled in place reads as, and what its
    /// stand-ins take.
    private mutating func findColorsInPlace() {
        var wanted: [[String]: String] = [:]
        for spec in specs.specs where spec.type == .color { wanted[spec.path] = spec.key }
        guard !wanted.isEmpty else { return }
        // The roles' paths start with a few names: a color whose path starts otherwise is passed over without
        // hashing its path.
        let firsts = Array(Set(wanted.keys.compactMap(\.first)))
        for candidate in candidates where candidate.type == .color && candidate.key == nil {
            guard let first = candidate.ourPath.first, firsts.contains(first) else { continue }
            if let key = wanted[candidate.ourPath], inPlace[key] == nil { inPlace[key] = candidate }
        }
    }

    // MARK: Writing the decisions

    private mutating func emit(into document: inout DocumentParts) {
        defer { emitProfileFits(into: &document) }
        func candidate(_ key: String) -> RoleCandidate? {
            if case .token(let candidate)? = decisions[key] { return candidate }
            return nil
        }
        var sans: JSONValue = .null
        var mono: JSONValue = .null
        if let candidate = candidate("font_family.sans") { sans = firstFamily(candidate.value) }
        if let candidate = candidate("font_family.mono") { mono = firstFamily(candidate.value) }
        fonts = .object([
            JSONMember(key: "sans", value: JSONNode(sans)), JSONMember(key: "mono", value: JSONNode(mono)),
        ])
        moveTokensThatMeanTheirRoles(in: &document)
        for spec in specs.specs {
            switch decisions[spec.key] {
            case .token(let candidate)?: emit(candidate, for: spec, mono: mono, into: &document)
            case .value(let value, _)?:
                switch spec.category {
                case "color":
                    // A group of the files at the role's path (`text.primary.color`), or a token of theirs there under
                    // a `color` group: the default goes beside the files' tokens, and the role is mapped to it.
                    let besideColorGroup = ["color", "colors"].contains {
                        document.colors.containsValue([$0] + spec.path)
                    }
                    if besideColorGroup || !document.colors.insert(spec.path, value) {
                        let path = [RoleDefaults.group] + spec.path
                        if document.colors.insert(path, value) {
                            map(spec, to: TokenKey(.color, TokenPath(path)), in: &document)
                        }
                    }
                case "shadow": document.shadows.insert(spec.path, value)
                case "typography": document.typography.insert(spec.path, value)
                case "spacing": document.spacing.insert(spec.path, value)
                case "radius": document.radius.insert(spec.path, value)
                default: if let token = spec.otherToken { document.addOther(token.path.components, value) }
                }
            case .systemDefault?, nil: break
            }
        }
    }

    private mutating func emit(
        _ candidate: RoleCandidate, for spec: RoleSpec, mono: JSONValue, into document: inout DocumentParts
    ) {
        // A color the updated document mapped in its roles stays mapped (it had no alias at the role's path).
        if spec.type == .color, case .mapped? = recorded[spec.key], candidate.key == nil {
            map(spec, to: TokenKey(.color, TokenPath(candidate.ourPath)), in: &document)
            return
        }
        // A role of tokens.other is a token of the profile's group (`borderWidth.thin`, where the profiles look for
        // their border widths) that refers to the imported token, as a color role is an alias.
        if let token = spec.otherToken {
            guard let key = candidate.key, key.category == .other, key != token else { return }
            let type = document.otherType(key.path.components) ?? spec.type.rawValue
            if !document.addOther(
                token.path.components,
                TokenForms.other(
                    type: type, value: .string(key.reference), dark: nil, metadata: TokenForms.Metadata()))
            {
                map(spec, to: key, in: &document)
            }
            return
        }
        // A text style, spacing or radius step the import placed in that category fills the role by mapping:
        // the scale keeps its own names, and the document says which step is which role.
        if let key = candidate.key, key.category.rawValue == spec.category, spec.category != "shadow" {
            if key.path != TokenPath(spec.path) { map(spec, to: key, in: &document) }
            return
        }
        switch spec.category {
        case "typography":
            let node = JSONNode(candidate.value)
            let family = node["fontFamily"].map { firstFamily($0.value) }
            let weight = node["fontWeight"]?.numberValue.map { FontWeightScale.name($0) }
            document.typography.insert(
                spec.path,
                TokenForms.textStyle(
                    size: node["fontSize"]?.value ?? .null,
                    relativeTo: .string(TextStyleChoice.relativeTo(size: node["fontSize"]?.numberValue ?? 17)),
                    family: family != nil && family == mono && mono != .null ? .string("mono") : nil,
                    weight: weight.map(JSONValue.string), metadata: TokenForms.Metadata()))
        case "spacing": document.spacing.insert(spec.path, candidate.value)
        case "radius": document.radius.insert(spec.path, candidate.value)
        case "shadow":
            // A shadow of tokens.other at the DTCG path the role's shadow exports to (`shadow.sm`) moves to the
            // role, with its description, so that the two do not meet in an export; elsewhere it is copied.
            let layers = JSONNode(candidate.value)
            guard var shadow = TokenForms.shadow(layers: layers, opacities: [], metadata: TokenForms.Metadata())
            else { return }
            if candidate.key?.category == .other, candidate.ourPath == ["shadow"] + spec.path,
                let moved = document.removeOther(candidate.ourPath),
                let described = TokenForms.shadow(
                    layers: layers, opacities: [], metadata: TokenForms.Metadata(moved))
            {
                shadow = described
            }
            document.shadows.insert(spec.path, shadow)
        case "font_family": break
        default:
            // Files of one appearance: the role's dark value is dsys's, marked.
            let starter = oneAppearance ? defaults.color(for: spec) : nil
            let darkNote = JSONValue.string("dark: dsys's default (the token files have no dark mode); edit it here")
            // A token that means the role (`color.border.focus`, `text.text-primary`) fills it by mapping: an alias
            // would be a second symbol of one meaning (and two of one name where a profile drops the `color` group).
            if let to = moved[candidate.ourPath], to == spec.path {
                // Moved to the role's own path (``moveTokensThatMeanTheirRoles``): the role is that token now.
                if let starter, let written = document.colors.value(to) {
                    document.colors.replace(to, Self.withDark(written, starter.dark, note: darkNote))
                }
                return
            }
            if Self.meansTheSame(candidate.ourPath, spec.path) {
                map(spec, to: TokenKey(.color, TokenPath(candidate.ourPath)), in: &document)
                if let starter, let written = document.colors.value(candidate.ourPath) {
                    document.colors.replace(candidate.ourPath, Self.withDark(written, starter.dark, note: darkNote))
                }
                return
            }
            let alias = "{\((moved[candidate.ourPath] ?? candidate.ourPath).joined(separator: "."))}"
            let value =
                starter.map {
                    TokenForms.color(
                        light: alias, dark: $0.dark.hex, metadata: TokenForms.Metadata(description: darkNote))
                } ?? .string(alias)
            // A token of the files at the role's path under a `color` group (`color.border.focus`, which a profile
            // names as `border.focus`), or a group of them at the role's path (`text.primary.color`), leaves no room
            // for an alias there: the role is mapped, to the token, or to an alias of it in a `role` group when the
            // role needs dsys's dark value.
            let besideColorGroup = ["color", "colors"].contains { document.colors.containsValue([$0] + spec.path) }
            if besideColorGroup || !document.colors.insert(spec.path, value) {
                let rolePath = ["role"] + spec.path
                if starter != nil, document.colors.insert(rolePath, value) {
                    map(spec, to: TokenKey(.color, TokenPath(rolePath)), in: &document)
                } else {
                    map(
                        spec, to: TokenKey(.color, TokenPath(moved[candidate.ourPath] ?? candidate.ourPath)),
                        in: &document)
                }
            }
        }
    }

    /// Writes ``profileFits``: a token of the files is mapped (through an alias in `role.PROFILE` that takes dsys's
    /// dark value, for files of one appearance); dsys's default goes to `dsys-default.PROFILE`.
    private mutating func emitProfileFits(into document: inout DocumentParts) {
        // In the profiles' and roles' order, whether a fit was kept from the updated document or found anew.
        for fit in profileFits.sorted(by: { ($0.profile, $0.role) < ($1.profile, $1.role) }) {
            let rolePath = fit.role.split(separator: ".").map(String.init)
            var target: [String]?
            switch fit.decision {
            case .token(let candidate):
                let path = moved[candidate.ourPath] ?? candidate.ourPath
                if oneAppearance, let starter = defaults.color(for: fit.spec) {
                    let value = TokenForms.color(
                        light: "{\(path.joined(separator: "."))}", dark: starter.dark.hex,
                        metadata: TokenForms.Metadata(
                            description: .string(
                                "dark: dsys's default (the token files have no dark mode); edit it here")))
                    let aliasPath = ["role", fit.profile] + rolePath
                    if document.colors.insert(aliasPath, value) { target = aliasPath }
                } else {
                    target = path
                }
            case .value(let value, _):
                let path = [RoleDefaults.group, fit.profile] + rolePath
                if document.colors.insert(path, value) { target = path }
            case .systemDefault: break
            }
            guard let target else { continue }
            document.roleMappings.removeAll { $0.profile == fit.profile && $0.role == fit.role }
            document.roleMappings.append((fit.profile, fit.role, TokenKey(.color, TokenPath(target))))
        }
    }

    /// Moves each imported color that means the role it fills (`text.text-primary` for `text.primary`) to the
    /// role's path, when nothing refers to it and the path is free, so that one meaning has one Swift name
    /// (`Color.dsTextPrimary`, not that and `dsTextTextPrimary` beside it); the report lists the moves.
    private mutating func moveTokensThatMeanTheirRoles(in document: inout DocumentParts) {
        for spec in specs.specs where spec.type == .color {
            guard case .token(let candidate)? = decisions[spec.key], candidate.key == nil,
                moved[candidate.ourPath] == nil, Self.meansTheSame(candidate.ourPath, spec.path),
                document.moveColor(from: candidate.ourPath, to: spec.path)
            else { continue }
            moved[candidate.ourPath] = spec.path
            movedToRoles.append((candidate.ourPath.joined(separator: "."), spec.path.joined(separator: ".")))
        }
    }

    /// Whether a token's path means the role's: the same words, but for a leading `color` group and a word a name
    /// repeats from its group (`color.border.focus`, `text.text-primary` for `border.focus`, `text.primary`).
    static func meansTheSame(_ path: [String], _ role: [String]) -> Bool {
        guard path != role else { return false }
        var components = path
        if components.count > role.count, ["color", "colors"].contains(components[0].lowercased()) {
            components.removeFirst()
        }
        var words: [String] = []
        for component in components {
            var own = RoleTable.words(component)
            // `text-primary` in `text`: the group's word is not said again.
            while let first = own.first, own.count > 1, first == words.last { own.removeFirst() }
            words += own
        }
        return words == role.flatMap(RoleTable.words)
    }

    /// A written color with `dark` as its dark value and `note` added to its description.
    static func withDark(_ written: JSONValue, _ dark: RGBA, note: JSONValue) -> JSONValue {
        let node = JSONNode(written)
        let light: JSONValue =
            node.stringValue.map(JSONValue.string) ?? node["light"]?.value ?? node["value"]?.value ?? written
        guard case .string(let lightText) = light else { return written }
        var metadata = TokenForms.Metadata(written)
        if case .string(let own)? = metadata.description, case .string(let added) = note {
            metadata.description = .string(own + " (" + added + ")")
        } else {
            metadata.description = note
        }
        return TokenForms.color(light: lightText, dark: dark.hex, metadata: metadata)
    }

    /// Maps the role to `key` in the document's `roles`: once, in the shared vocabulary's, for a role it has; else in
    /// each profile whose role it fills, where that role's own token is not `key`.
    private func map(_ spec: RoleSpec, to key: TokenKey, in document: inout DocumentParts) {
        if spec.isShared, let sharedProfile {
            document.roleMappings.append((sharedProfile, spec.key, key))
            return
        }
        for serving in spec.serves where serving.token != key {
            document.roleMappings.append((serving.profile, serving.role, key))
        }
    }

    private func firstFamily(_ value: JSONValue) -> JSONValue {
        if case .array(let names) = value { return names.first?.value ?? .null }
        return value
    }

    /// The words of every candidate some role might take (a word of its path is one of a role of its type, or it is a
    /// step of a scale), by type, in the tokens' order.
    private lazy var wordsByType: [DTCGType: [CandidateWords]] = {
        var wanted: [DTCGType: Set<String>] = [:]
        for spec in specs.specs { wanted[spec.type, default: []].formUnion(spec.nameWords) }
        // Large sets repeat a few groups: the words of each are found once, and each candidate's group is known by
        // its place among them. Tokens come group by group, so a candidate's group is most often the one before's.
        /// A group's words and pairs of words, and the types for which a role's name has one of them (`wantedBy`).
        typealias GroupWords = (words: [String], pairs: [String], wantedBy: [DTCGType])
        var groups: [GroupWords] = []
        var groupIndex: [Substring: Int] = [:]
        var groupOf = [Int](repeating: -1, count: candidates.count)
        var last: (group: Substring, index: Int)?
        for (position, candidate) in candidates.enumerated() where wanted[candidate.type] != nil {
            let group = Self.group(of: candidate.dtcgPath)
            if let last, last.group == group {
                groupOf[position] = last.index
                continue
            }
            let index: Int
            if let known = groupIndex[group] {
                index = known
            } else {
                var words: [String] = []
                var pairs: [String] = []
                for component in group.split(separator: ".") {
                    let split = CandidateWords.split(String(component))
                    words += split.words
                    pairs += split.pairs
                }
                let wantedBy = wanted.compactMap { type, names in
                    words.contains(where: names.contains) || pairs.contains(where: names.contains) ? type : nil
                }
                index = groups.count
                groups.append((words, pairs, wantedBy))
                groupIndex[group] = index
            }
            groupOf[position] = index
            last = (group, index)
        }
        // Splitting every token's name into words is the costly part of a large import: done on all cores, in the
        // tokens' order.
        let found = concurrentMap(Array(0..<candidates.count)) {
            [candidates, wanted, groups, groupOf] (position: Int) -> CandidateWords? in
            let candidate = candidates[position]
            guard let wanted = wanted[candidate.type] else { return nil }
            let path = candidate.dtcgPath
            let group = Self.group(of: path)
            let name = String(group.isEmpty ? path[...] : path[path.index(after: group.endIndex)...])
            // Every candidate of a wanted type has its group.
            let inGroups = groups[groupOf[position]]
            let placed = candidate.key.map { $0.category != .other } ?? false
            // The name's words are split into arrays only for a token some role might take.
            guard
                placed || inGroups.wantedBy.contains(candidate.type) || CandidateWords.hasWord(name, in: wanted)
            else { return nil }
            return CandidateWords(
                candidate, groups: (inGroups.words, inGroups.pairs), name: CandidateWords.split(name))
        }
        var result: [DTCGType: [CandidateWords]] = [:]
        for case let words? in found { result[words.candidate.type, default: []].append(words) }
        return result
    }()

    /// The groups of a dotted path: all but its last name (empty for a token at the top).
    private static func group(of path: String) -> Substring {
        guard let dot = path.utf8.lastIndex(of: UInt8(ascii: ".")) else {
            return path[path.startIndex..<path.startIndex]
        }
        return path[..<dot]
    }

    /// The imported token `record` names for `spec`, when the files still have it.
    private func candidate(recorded record: RecordedRole, for spec: RoleSpec) -> RoleCandidate? {
        switch record {
        case .token(let key) where key.category == .color, .mapped(let key) where key.category == .color:
            let path = key.path.components
            return candidates.first { $0.type == .color && $0.key == nil && $0.ourPath == path }
        case .token(let key), .mapped(let key):
            return candidates.first { $0.type == spec.type && $0.key == key }
        case .family(let name):
            return candidates.first { $0.type == .fontFamily && firstFamily($0.value) == .string(name) }
        case .dsysDefault:
            return nil
        case .ownPath:
            // A color the import moved to the role's path (it means the role) is the files' token of that meaning.
            guard spec.type == .color else { return nil }
            return candidates.first {
                $0.type == .color && $0.key == nil && Self.meansTheSame($0.ourPath, spec.path)
            }
        }
    }

    // MARK: Questions

    /// `{path} (file:line:column)`.
    private func located(_ candidate: RoleCandidate) -> String? {
        guard candidate.file < files.count else { return nil }
        let position = files[candidate.file].lines.position(of: candidate.offset)
        return "\(files[candidate.file].name):\(position.line):\(position.column)"
    }

    /// Asks which token fills `spec`: the import cannot tell from the names, or none named for it reads well.
    private mutating func ask(
        _ spec: RoleSpec, _ kind: RoleQuestion.Kind, _ closest: [(RoleCandidate, RoleContrast.Verdict?)], lost: String?
    ) {
        let candidates = closest.map { candidate, verdict in
            RoleQuestion.Candidate(
                token: candidate.dtcgPath, place: located(candidate), contrast: verdict?.description,
                readsWell: verdict.map(\.passes))
        }
        var words: [String] = []
        if kind == .nothing { words = Array(spec.groupWords.prefix(3) + spec.nameWords.prefix(2)) }
        questions.append(
            RoleQuestion(
                role: spec.key,
                ownName: spec.named(in: specs.profile) == spec.key
                    ? nil
                    : spec.serves.first {
                        $0.profile == specs.profile
                    }?.role, kind: kind, type: spec.type.rawValue, candidates: candidates, lost: lost, words: words,
                mayBeNull: !spec.required))
    }

    // MARK: Answers

    /// One answer for a role: the token (nil: the system default), and where it came from.
    struct Answer {
        var candidate: RoleCandidate?
        var source: DTCGImportResult.RoleChoice.Source
    }

    /// The roles file, then the `--role` answers (which win): role → its answer. `refused` are the roles whose entry
    /// is wrong (reported) or names a token that could not be imported (whose own problem is reported).
    private mutating func readAnswers() -> (mapped: [String: Answer], refused: Set<String>) {
        var mapped: [String: Answer] = [:]
        var refused: Set<String> = []
        // Only answers look tokens up by path: an import that has none does not index tens of thousands of tokens.
        guard rolesIndex != nil || !answers.isEmpty else { return (mapped, refused) }
        let byPath = Dictionary(candidates.map { ($0.dtcgPath, $0) }, uniquingKeysWith: { first, _ in first })
        if let rolesIndex {
            let root = files[rolesIndex].root
            if case .object(let members) = root.value {
                for member in members {
                    let pointer = JSONPointer([member.key])
                    switch answer(
                        member.key, member.value.isNull ? nil : member.value.stringValue,
                        isNull: member.value.isNull, byPath: byPath)
                    {
                    case .answer(let key, let candidate):
                        mapped[key] = Answer(candidate: candidate, source: .rolesFile)
                        refused.remove(key)
                    case .refused(let key, let code, let message, let atValue):
                        if let key { refused.insert(key) }
                        if let message {
                            problems.report(
                                code, file: rolesIndex, pointer,
                                offset: atValue ? member.value.offset : member.keyOffset, message)
                        }
                    }
                }
            } else {
                problems.report(
                    .wrongType, file: rolesIndex, .root, offset: root.offset,
                    "a roles file is an object mapping roles to tokens, like {\"action.primary\": \"{color.brand}\"}")
            }
        }
        for (role, token) in answers {
            let text = token == "null" ? nil : (token.hasPrefix("{") ? token : "{\(token)}")
            switch answer(role, text, isNull: token == "null", byPath: byPath) {
            case .answer(let key, let candidate):
                mapped[key] = Answer(candidate: candidate, source: .answered)
                refused.remove(key)
            case .refused(let key, let code, let message, _):
                if let key { refused.insert(key) }
                if let message {
                    problems.report(
                        FileDiagnostic(
                            file: "--role \(role)=\(token)",
                            diagnostic: Diagnostic(code, at: .root, line: 0, column: 0, message)))
                }
            }
        }
        return (mapped, refused)
    }

    private enum AnswerReading {
        case answer(key: String, candidate: RoleCandidate?)
        case refused(key: String?, code: Diagnostic.Code, message: String?, atValue: Bool)
    }

    /// Reads one answer: `name` a role (the shared vocabulary's or the chosen profile's own name), `text` a token
    /// reference (`nil` with `isNull`: the system default of an optional role).
    private func answer(
        _ name: String, _ text: String?, isNull: Bool, byPath: [String: RoleCandidate]
    ) -> AnswerReading {
        guard let spec = specs.spec(named: name) else {
            var message = "\(quoted(name)) names no role the import fills for the \(specs.profile) profile"
            if let suggestion = closest(name, among: specs.names) {
                message += "; did you mean \"\(suggestion)\"?"
            } else {
                message +=
                    "; its roles are "
                    + specs.names.filter { name in
                        specs.spec(named: name)?.serves.contains { $0.profile == specs.profile } == true
                    }
                    .prefix(12).joined(separator: ", ") + " …"
            }
            return .refused(key: nil, code: .unknownRole, message: message, atValue: false)
        }
        if isNull, !spec.required { return .answer(key: spec.key, candidate: nil) }
        guard let text, let path = DTCGReference.curlyPath(text) else {
            return .refused(
                key: spec.key, code: .invalidValue,
                message: "map the role to a token reference like \"{color.accent.default}\""
                    + (spec.required ? "" : ", or null for the system default"), atValue: true)
        }
        let dotted = path.joined(separator: ".")
        guard let candidate = byPath[dotted] else {
            if unreadable.contains(dotted) {
                return .refused(key: spec.key, code: .unknownAlias, message: nil, atValue: true)
            }
            var message = "{\(dotted)} is not an imported token"
            if let suggestion = closest(dotted, among: byPath.keys) { message += "; did you mean {\(suggestion)}?" }
            return .refused(key: spec.key, code: .unknownAlias, message: message, atValue: true)
        }
        guard candidate.type == spec.type else {
            return .refused(
                key: spec.key, code: .typeMismatch,
                message:
                    "{\(dotted)} is a \(candidate.type.rawValue) token, but \(spec.key) needs a \(spec.type.rawValue)",
                atValue: true)
        }
        return .answer(key: spec.key, candidate: candidate)
    }

    /// A problem of a role's answer: at its entry in the roles file, or as the role's.
    private mutating func reportAnswer(_ role: String, _ message: String) {
        if let rolesIndex, case .object(let members) = files[rolesIndex].root.value,
            let member = members.first(where: { specs.spec(named: $0.key)?.key == role })
        {
            problems.report(
                .unknownRole, file: rolesIndex, JSONPointer([member.key]), offset: member.keyOffset, message)
            return
        }
        problems.report(
            FileDiagnostic(
                file: "role \(role)", diagnostic: Diagnostic(.unknownRole, at: .root, line: 0, column: 0, message)))
    }
}
