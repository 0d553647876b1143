import Tokens

/// Words whose meaning the role proposals read, whatever the profile: intents, and the states of an interactive
/// element.
enum RoleVocabulary {
    /// Words of one intent each. A word of an intent none of a role's own words share counts against a token for it
    /// (`border` or `accent` for a text color, `negative` for a focus ring).
    static let intents: [Set<String>] = [
        ["accent", "brand", "action", "interactive", "cta", "button"],
        ["neutral"],
        ["background", "bg", "surface", "canvas", "backdrop", "fill"],
        ["text", "content", "foreground", "fg"],
        ["border", "stroke", "outline", "divider", "separator"],
        ["negative", "error", "danger", "critical", "destructive", "invalid"],
        ["positive", "success", "valid"],
        ["notice", "warning", "caution", "attention"],
        ["informative", "info", "information"],
    ]

    /// Words that say a token is the plain one of its kind (`neutral-content-color-default`): never against a role,
    /// though a sibling role has them.
    static let plain: Set<String> = ["default", "base", "normal", "regular", "standard", "color", "colour"]

    /// The states of an interactive element: a token for one is a variant, never what a role means, unless the
    /// role's own words name the state (`text.muted` takes `disabled`, `border.focus` takes `focus`).
    /// Words of a use no role has: a token for an icon or an illustration is a second choice for any role that does
    /// not name it (`color.text.warning` before `color.icon.warning`).
    static let otherUses: Set<String> = ["icon", "icons", "glyph", "glyphs", "illustration"]

    static let states: Set<String> = [
        "hover", "hovered", "down", "pressed", "active", "disabled", "selected", "visited", "focus", "focused",
        "keyfocus", "dragged", "checked",
    ]
}

/// The words of one imported token's path, split once for every role: each word (`accent`, `background`, `1`) and
/// each pair of neighbouring words within a name (`focusindicator`, `heading1`, `layer1`).
struct CandidateWords {
    var candidate: RoleCandidate
    /// Each word of the path, in order.
    var words: [String]
    /// The pairs of neighbouring words of each name, joined.
    var pairs: [String]

    /// The words of a name and the pairs of its neighbouring words, joined.
    static func split(_ name: String) -> (words: [String], pairs: [String]) {
        // A group's own token (DTCG's `$root`) is named by its group alone.
        guard name != "$root" else { return ([], []) }
        let words = RoleTable.words(name)
        return (words, words.indices.dropFirst().map { words[$0 - 1] + words[$0] })
    }

    /// Whether a word of `name`, or a pair of its neighbouring words joined, is one of `wanted`: what
    /// ``split(_:)`` would find, without making its arrays (most tokens of a large set are no role's).
    static func hasWord(_ name: String, in wanted: Set<String>) -> Bool {
        guard name != "$root" else { return false }
        var previous: String?
        var found = false
        RoleTable.forEachWord(of: name) { word in
            if wanted.contains(word) || previous.map({ wanted.contains($0 + word) }) == true {
                found = true
                return false
            }
            previous = word
            return true
        }
        return found
    }

    /// `groups` are the words and pairs of the groups the token is in, `name` those of its own name.
    init(
        _ candidate: RoleCandidate, groups: (words: [String], pairs: [String]),
        name: (words: [String], pairs: [String])
    ) {
        self.candidate = candidate
        words = groups.words + name.words
        pairs = groups.pairs + name.pairs
        // The group's last word and the name's first are neighbours too: `body.large` is `bodylarge`.
        if let last = groups.words.last, let first = name.words.first { pairs.append(last + first) }
    }
}

/// How well each imported token suits one role, read from the meaning of the words of its path.
///
/// - A word of what the role is (its group words: `text`, `content`, `foreground` for a text color) adds 3; for a
///   text style, shadow or font family the token's type says it, and for a scale step the scale it is in.
/// - The best of the role's own words (`primary`, `default`, … in their order of preference) adds 3, less a quarter
///   per place; each other word of the role's adds a half.
/// - A word of an intent the role's words do not share (``RoleVocabulary/intents``) takes 3 away, a word only a
///   sibling role has (`subdued` for `text.primary`, whose sibling `text.secondary` has it) 1.5, a state
///   (``RoleVocabulary/states``) 4, and a number that is no part of a word of the role's (`accent-color-900`) 1.
/// - Every word takes a tenth away, so that of two names that mean the same the plainer wins.
///
/// A token needs a word of what the role is and one of its own words to be proposed, and a score of at least
/// ``RoleScorer/minimum``; two best tokens of the same score are a tie. Either way the import asks rather than
/// guesses.
struct RoleScorer {
    let spec: RoleSpec
    private let kind: Set<String>
    private let own: [String: Int]
    private let against: Set<String>
    private let siblings: Set<String>
    private let states: Set<String>
    private let otherUses: Set<String>

    /// The lowest score a proposal may have: a word of what the role is and one of its own, with little against.
    static let minimum = 3.5

    /// A score, whether the token's name says what the role is, and whether the token has what a proposal needs.
    struct Score {
        var value: Double
        var hasKind: Bool
        var eligible: Bool
    }

    init(_ spec: RoleSpec, among specs: [RoleSpec]) {
        self.spec = spec
        let mine = Set(spec.groupWords + spec.nameWords)
        kind = Set(spec.groupWords)
        var own: [String: Int] = [:]
        for (index, word) in spec.nameWords.enumerated() where own[word] == nil { own[word] = index }
        self.own = own
        against = Set(RoleVocabulary.intents.filter { $0.isDisjoint(with: mine) }.joined())
        // Siblings: the other roles of the same type whose group words overlap (the other text colors).
        var siblings: Set<String> = []
        for other in specs
        where other.key != spec.key && other.type == spec.type && !kind.isDisjoint(with: other.groupWords) {
            siblings.formUnion(other.nameWords)
        }
        self.siblings = siblings.subtracting(mine).subtracting(RoleVocabulary.plain)
        states = RoleVocabulary.states.subtracting(mine)
        otherUses = RoleVocabulary.otherUses.subtracting(mine)
    }

    /// Whether the candidate's type (or where the import put it) says what the role is, without a word.
    private func kindByPlace(_ candidate: RoleCandidate) -> Bool {
        switch spec.category {
        case "typography", "shadow", "font_family": return true
        case "spacing", "radius": return candidate.key?.category.rawValue == spec.category
        default: return false
        }
    }

    func score(_ words: CandidateWords) -> Score {
        let candidate = words.candidate
        // A role of tokens.other (a border width) takes a token the import left there, not a scale's step.
        guard candidate.type == spec.type, spec.otherToken == nil || candidate.key?.category == .other else {
            return Score(value: -.infinity, hasKind: false, eligible: false)
        }
        var hasKind = kindByPlace(candidate)
        // The words of a pair that is one of the role's (`border` and `radius` of `borderRadius`) count for the
        // pair, not against it.
        var inPairs: Set<String> = []
        let all = words.words
        for index in all.indices.dropFirst() {
            let pair = all[index - 1] + all[index]
            if kind.contains(pair) || own[pair] != nil {
                inPairs.insert(all[index - 1])
                inPairs.insert(all[index])
            }
        }
        var best: Int?
        var ownCount = 0
        var seen: Set<String> = []
        var penalty = 0.0
        var numbers = 0
        for word in words.words where seen.insert(word).inserted {
            if kind.contains(word) { hasKind = true }
            if let rank = own[word] {
                best = min(best ?? rank, rank)
                ownCount += 1
            } else if inPairs.contains(word) {
                continue
            } else if against.contains(word) {
                penalty += 3
            } else if states.contains(word) {
                penalty += 4
            } else if siblings.contains(word) || otherUses.contains(word) {
                penalty += 1.5
            } else if word.utf8.first.map({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) == true {
                numbers += 1
            }
        }
        for pair in words.pairs where seen.insert(pair).inserted {
            if kind.contains(pair) { hasKind = true }
            if let rank = own[pair] {
                best = min(best ?? rank, rank)
                ownCount += 1
                // `heading-1`'s number is part of `heading1`: no number of a palette step.
                if pair.utf8.last.map({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) == true, numbers > 0 {
                    numbers -= 1
                }
            } else if states.contains(pair) {
                penalty += 4
            } else if siblings.contains(pair) {
                penalty += 1.5
            }
        }
        var value = (hasKind ? 3 : 0) - penalty - Double(numbers) - Double(words.words.count) * 0.1
        if let best { value += 3 - Double(best) * 0.25 + Double(ownCount - 1) * 0.5 }
        return Score(value: value, hasKind: hasKind, eligible: hasKind && best != nil && value >= Self.minimum)
    }
}

extension RoleScorer {
    /// A candidate with its score.
    struct Ranked {
        var score: Score
        var candidate: RoleCandidate
    }

    /// The candidates of a positive score, best first (equal scores in the files' order). The first is the proposal
    /// when it is eligible and no other has its score; otherwise the import asks, listing those that say what the role
    /// is first.
    func ranked(among candidates: [CandidateWords]) -> [Ranked] {
        // A large import scores thousands of candidates for each role: on all cores.
        var scored: [(score: Score, index: Int)] = []
        for (index, score) in concurrentMap(candidates, { [self] in score($0) }).enumerated() where score.value > 0 {
            scored.append((score, index))
        }
        scored.sort { $0.score.value != $1.score.value ? $0.score.value > $1.score.value : $0.index < $1.index }
        return scored.map { Ranked(score: $0.score, candidate: candidates[$0.index].candidate) }
    }
}
