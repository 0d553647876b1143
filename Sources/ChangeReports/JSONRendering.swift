import Foundation
import Generator
import Tokens

/// JSON for CI, following `schema/diff.schema.json`: keys sorted, lists in the diff's own order, ratios rounded to
/// three decimals and ΔE to two, so equal inputs give equal bytes.
public enum JSONRendering {
    /// The schema version every document carries as `schema_version`; bumped on any incompatible change.
    public static let schemaVersion = 1

    /// `{"kind": "diff", "from": …, "to": …, "diff": {…}}`.
    public static func diff(_ report: ChangeReport) -> String {
        encode(
            DiffDocument(
                schemaVersion: schemaVersion, kind: "diff", from: report.from, to: report.to,
                diff: DiffBody(report)))
    }

    /// `{"kind": "changelog", "entries": [{version, date, author, message, bump, diff}, …]}`, newest first.
    public static func changelog(_ entries: [ChangelogEntry]) -> String {
        encode(
            ChangelogDocument(
                schemaVersion: schemaVersion, kind: "changelog",
                entries: entries.map { entry in
                    Entry(
                        version: entry.version, date: entry.date, author: entry.author, message: entry.message,
                        bump: entry.bump, rollbackOf: entry.rollbackOf, from: entry.report.from,
                        diff: DiffBody(entry.report))
                }))
    }

    /// `{"kind": "contrast", "source": …, "pairs": [{…, ratio, passes}, …]}`.
    public static func contrast(_ report: ContrastReport) -> String {
        encode(
            ContrastDocument(
                schemaVersion: schemaVersion, kind: "contrast", source: report.source,
                pairs: report.checks.map { check in
                    Pair(
                        foreground: check.foreground.description, background: check.background.description,
                        backgroundOpacity: check.backgroundOpacity == 1 ? nil : check.backgroundOpacity,
                        backdrop: check.backdrop?.description, appearance: check.appearance.rawValue,
                        level: check.level.rawValue,
                        declared: check.isDeclared, foregroundColor: check.foregroundColor.hex,
                        backgroundColor: check.backgroundColor.hex, ratio: rounded(check.ratio, 3),
                        passes: check.passes)
                }))
    }

    static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        // Every member is a string, number, bool, array or struct of those, which cannot fail to encode.
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        // C1 controls and bidirectional overrides as \u escapes, as JSON writes C0 controls.
        return TerminalText.json(String(decoding: data, as: UTF8.self)) + "\n"
    }

    static func rounded(_ value: Double, _ decimals: Int) -> Double {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        return (value * scale).rounded() / scale
    }

    // MARK: - The documents

    private struct DiffDocument: Encodable {
        var schemaVersion: Int
        var kind: String
        var from: String
        var to: String
        var diff: DiffBody
    }

    private struct ChangelogDocument: Encodable {
        var schemaVersion: Int
        var kind: String
        var entries: [Entry]
    }

    private struct Entry: Encodable {
        var version: String
        var date: String
        var author: String
        var message: String
        var bump: String
        var rollbackOf: String?
        var from: String
        var diff: DiffBody
    }

    private struct ContrastDocument: Encodable {
        var schemaVersion: Int
        var kind: String
        var source: String
        var pairs: [Pair]
    }

    private struct Pair: Encodable {
        var foreground: String
        var background: String
        /// Only for a tinted background.
        var backgroundOpacity: Double?
        /// Only for a translucent background on a surface.
        var backdrop: String?
        var appearance: String
        var level: String
        var declared: Bool
        var foregroundColor: String
        var backgroundColor: String
        var ratio: Double
        var passes: Bool
    }

    /// A diff's members, as every document that holds a diff writes them.
    struct DiffBody: Encodable {
        struct Token: Encodable {
            var key: String
            var type: String
            var value: String
            var light: String?
            var dark: String?
            /// An added token that comes deprecated ("added (deprecated)"), or a removed one that was.
            var deprecated: TokenDeprecation?
        }

        struct TokenDeprecation: Encodable {
            var reason: String?
            var renamed: String?
            var replacedBy: String?
        }

        struct Rename: Encodable {
            var from: String
            var to: String
            var type: String
            var similarity: Double
            /// Members a rename by likeness (the only kind before ids) leaves out, so that its JSON is as it was.
            var evidence: String?
            var valueChanged: Bool?
            var oldValue: String?
            var newValue: String?
        }

        struct PossibleRename: Encodable {
            var removed: String
            var candidates: [String]
        }

        struct Retype: Encodable {
            var key: String
            var oldType: String
            var newType: String
            var oldValue: String
            var newValue: String
        }

        struct Deprecation: Encodable {
            var key: String
            var reason: String?
            var renamed: String?
            var replacedBy: String?
        }

        struct MetadataChange: Encodable {
            var key: String
            var field: String
            var old: String?
            var new: String?
        }

        struct ValueChange: Encodable {
            var key: String
            var type: String
            var appearance: String?
            var old: String
            var new: String
            var oldColor: String?
            var newColor: String?
            var aliasRetargeted: Bool
            var resolvedChanged: Bool
            var deltaEOk: Double?
            var size: String?
        }

        struct TextChange: Encodable {
            var key: String
            var old: String?
            var new: String?
        }

        struct Crossing: Encodable {
            var level: String
            var passesNow: Bool
        }

        struct ContrastChange: Encodable {
            var foreground: String
            var background: String
            /// Only for a tinted background.
            var backgroundOpacity: Double?
            /// Only for a translucent background on a surface.
            var backdrop: String?
            var appearance: String
            var level: String
            var declared: Bool
            var oldRatio: Double?
            var newRatio: Double?
            var crossings: [Crossing]
            var regression: Bool
            var accessibilityRegression: Bool
        }

        struct Reason: Encodable {
            var bump: String
            var kind: String
            var subject: String
        }

        struct API: Encodable {
            var profile: String
            var added: [String]
            var removed: [String]
            var migrations: [Migration]
        }

        struct Migration: Encodable {
            var old: String
            var new: String
        }

        var initial: Bool
        var bump: String
        var accessibilityPolicy: String
        var summary: String
        var reasons: [Reason]
        var added: [Token]
        var removed: [Token]
        var renamed: [Rename]
        var possibleRenames: [PossibleRename]
        var retyped: [Retype]
        var deprecated: [Deprecation]
        var undeprecated: [Deprecation]
        var valueChanges: [ValueChange]
        var descriptionChanges: [TextChange]
        /// Left out when there are none: the JSON of a diff without them is as it was before ids.
        var metadataChanges: [MetadataChange]?
        var settingChanges: [TextChange]
        var contrast: [ContrastChange]
        var api: [API]

        init(_ report: ChangeReport) {
            let diff = report.diff
            func token(_ token: SemanticDiff.Token) -> Token {
                Token(
                    key: token.key, type: token.type, value: token.value, light: token.colors?.light.hex,
                    dark: token.colors?.dark.hex,
                    deprecated: token.deprecation.map {
                        TokenDeprecation(
                            reason: $0.reason, renamed: $0.renamed?.description,
                            replacedBy: $0.replacedBy?.description)
                    })
            }
            initial = diff.isInitial
            bump = diff.requiredBump.description
            accessibilityPolicy = diff.policy.rawValue
            summary = ChangeText.summary(diff)
            reasons = diff.reasons.map {
                Reason(bump: $0.bump.description, kind: $0.kind.rawValue, subject: $0.subject)
            }
            added = diff.added.map(token)
            removed = diff.removed.map(token)
            renamed = diff.renamed.map {
                Rename(
                    from: $0.from, to: $0.to, type: $0.type, similarity: rounded($0.similarity, 3),
                    evidence: $0.evidence == .likeness ? nil : $0.evidence.rawValue,
                    valueChanged: $0.valueChanged ? true : nil, oldValue: $0.valueChanged ? $0.oldValue : nil,
                    newValue: $0.valueChanged ? $0.newValue : nil)
            }
            possibleRenames = diff.possibleRenames.map {
                PossibleRename(removed: $0.removed, candidates: $0.candidates)
            }
            retyped = diff.retyped.map {
                Retype(
                    key: $0.key, oldType: $0.oldType, newType: $0.newType, oldValue: $0.oldValue,
                    newValue: $0.newValue)
            }
            deprecated = diff.deprecated.map {
                Deprecation(key: $0.key, reason: $0.reason, renamed: $0.renamed, replacedBy: $0.replacedBy)
            }
            undeprecated = diff.undeprecated.map { Deprecation(key: $0.key) }
            valueChanges = diff.valueChanges.map { change in
                ValueChange(
                    key: change.key, type: change.type, appearance: change.appearance?.rawValue, old: change.old,
                    new: change.new, oldColor: change.oldColor?.hex, newColor: change.newColor?.hex,
                    aliasRetargeted: change.isAliasRetarget, resolvedChanged: change.resolvedChanged,
                    deltaEOk: change.deltaE.map { rounded($0, 2) }, size: change.size?.rawValue)
            }
            descriptionChanges = diff.descriptionChanges.map { TextChange(key: $0.key, old: $0.old, new: $0.new) }
            metadataChanges =
                diff.metadataChanges.isEmpty
                ? nil
                : diff.metadataChanges.map {
                    MetadataChange(key: $0.key, field: $0.field.rawValue, old: $0.old, new: $0.new)
                }
            settingChanges = diff.settingChanges.map { TextChange(key: $0.key, old: $0.old, new: $0.new) }
            contrast = diff.contrast.changes.map { change in
                ContrastChange(
                    foreground: change.foreground.description, background: change.background.description,
                    backgroundOpacity: change.backgroundOpacity == 1 ? nil : change.backgroundOpacity,
                    backdrop: change.backdrop?.description, appearance: change.appearance.rawValue,
                    level: change.level.rawValue, declared: change.isDeclared,
                    oldRatio: change.oldRatio.map { rounded($0, 3) }, newRatio: change.newRatio.map { rounded($0, 3) },
                    crossings: change.crossings.map { Crossing(level: $0.level.rawValue, passesNow: $0.passesNow) },
                    regression: change.isRegression, accessibilityRegression: change.isAccessibilityRegression)
            }
            api = report.api.map { impact in
                API(
                    profile: impact.profile.rawValue, added: impact.added, removed: impact.removed,
                    migrations: impact.migrations.map { Migration(old: $0.old, new: $0.new) })
            }
        }
    }
}
