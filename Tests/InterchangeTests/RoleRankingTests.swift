import XCTest

@testable import Interchange
@testable import Tokens

/// A large import's candidates are scored for a role on all cores: the ranking is the one scoring them in turn gives.
final class RoleRankingTests: XCTestCase {
    func testRankingOnAllCoresIsTheRankingInTurn() {
        let spec = RoleSpec(
            key: "text.primary", type: .color, groupWords: ["text", "content", "fg"], nameWords: ["primary"],
            required: true)
        let sibling = RoleSpec(
            key: "text.secondary", type: .color, groupWords: ["text", "content", "fg"], nameWords: ["secondary"],
            required: true)
        let names = ["text.primary", "text.default", "content.primary", "text.secondary", "fg.hover", "brand.900"]
        // Many candidates of equal scores, so that the files' order decides between them.
        let candidates = (0..<600).map { index in
            let dotted = "g\(index % 7).\(names[index % names.count])"
            let candidate = RoleCandidate(
                dtcgPath: dotted, ourPath: dotted.split(separator: ".").map(String.init), type: .color,
                value: .string("#111111"), file: 0, offset: index, key: nil)
            let group = CandidateWords.split("g\(index % 7)")
            let name = CandidateWords.split(names[index % names.count].replacingOccurrences(of: ".", with: "-"))
            return CandidateWords(candidate, groups: group, name: name)
        }
        let scorer = RoleScorer(spec, among: [spec, sibling])
        var inTurn: [(value: Double, index: Int)] = []
        for (index, words) in candidates.enumerated() {
            let score = scorer.score(words)
            if score.value > 0 { inTurn.append((score.value, index)) }
        }
        inTurn.sort { $0.value != $1.value ? $0.value > $1.value : $0.index < $1.index }
        let ranked = scorer.ranked(among: candidates)
        XCTAssertEqual(ranked.map { $0.candidate.offset }, inTurn.map { $0.index })
        XCTAssertEqual(ranked.map { $0.score.value }, inTurn.map { $0.value })
        XCTAssertGreaterThan(Set(ranked.map { $0.score.value }).count, 2)
        XCTAssertGreaterThan(Set(ranked.map(\.score.value)).count, 2)
        XCTAssertEqual(ranked.first?.candidate.dtcgPath, "g0.text.primary")
    }

    /// Whether a token's name has a word some role wants is decided without splitting it into arrays: the answer is
    /// the one its words and pairs give.
    func testANameHasAWantedWordExactlyWhenItsWordsOrPairsHaveOne() {
        let names = [
            "textPrimary", "text-primary", "TEXT_PRIMARY", "bgSurface2", "surface_900", "onPrimaryContainer",
            "HTMLText", "colorBlue500", "Überschrift-groß", "a", "", "--", "$root", "primary", "500", "c123",
            String(repeating: "verylongname", count: 9) + "Primary",
        ]
        let wantedSets: [Set<String>] = [
            ["primary"], ["textprimary"], ["500"], ["blue500"], ["überschrift"], ["root"], ["html", "text"],
            ["primarycontainer"], ["c"], [],
        ]
        for name in names {
            let split = CandidateWords.split(name)
            for wanted in wantedSets {
                let expected =
                    split.words.contains(where: wanted.contains) || split.pairs.contains(where: wanted.contains)
                XCTAssertEqual(CandidateWords.hasWord(name, in: wanted), expected, "\(name) with \(wanted.sorted())")
            }
        }
        // The cases above include each answer: a word, a pair, none, and a group's own token.
        XCTAssertTrue(CandidateWords.hasWord("textPrimary", in: ["primary"]))
        XCTAssertTrue(CandidateWords.hasWord("textPrimary", in: ["textprimary"]))
        XCTAssertFalse(CandidateWords.hasWord("textPrimary", in: ["secondary"]))
        XCTAssertFalse(CandidateWords.hasWord("$root", in: ["root"]))
    }
}
