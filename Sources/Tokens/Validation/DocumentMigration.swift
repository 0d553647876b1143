/// Rewrites a document of an older format in the current one.
///
/// Format 1 documents stay readable forever (the registry keeps their canonical text as published); migrating
/// only changes how a team's working document is written, never what it means.
public enum DocumentMigration {
    /// The text of the document `bytes` in the current format, or `nil` when it is in the current format already.
    ///
    /// Format 1 → 2: `"format": 2` is added; `tokens.shadow`'s array of named shadows becomes an object of shadows
    /// by name (`null`, "the default shadows", becomes no `shadow` member). The document is validated first, so a
    /// migration never writes a document that does not load; the text is canonical (keys in their order, one token
    /// a line) and keeps `$schema`.
    ///
    /// - Throws: ``TokensError/invalidDocument(file:diagnostics:)`` when the document does not load.
    public static func upgrade(_ bytes: [UInt8], file: String) throws(TokensError) -> String? {
        let designSystem = try DesignSystemDocument.load(bytes, file: file)
        guard designSystem.format < .current else { return nil }
        var parser = JSONParser(bytes: bytes)
        let root: JSONNode
        do {
            root = try parser.parseDocument()
        } catch {
            // Not reached: the document loaded a moment ago.
            throw .invalidDocument(
                file: file, diagnostics: [Diagnostic(error.code, at: error.pointer, line: 1, column: 1, error.message)])
        }
        let text = CanonicalJSON.text(of: JSONNode(upgradeToV2(root.value)), keepingSchema: true)
        // A format 1 string that reads as a reference in format 2 (`"{other.x}"` in a string token) would change
        // what the document says: such a document is left for a person to rewrite.
        let migrated: DesignSystem
        do {
            migrated = try DesignSystemDocument.load(Array(text.utf8), file: file)
        } catch {
            throw .invalidDocument(file: file, diagnostics: notMigratable(error))
        }
        let diff = SemanticDiff.between(designSystem, migrated, policy: .breaking)
        guard diff.reasons.isEmpty else {
            throw .invalidDocument(
                file: file,
                diagnostics: diff.reasons.prefix(20).map { reason in
                    Diagnostic(
                        .unsupported, at: .root, line: 1, column: 1,
                        "format 2 would read \(reason.subject) differently (\(reason.kind.rawValue)); a string like "
                            + "\"{other.x}\" is a reference in format 2: rewrite it, then migrate")
                })
        }
        return text
    }

    private static func notMigratable(_ error: TokensError) -> [Diagnostic] {
        guard case .invalidDocument(_, let diagnostics) = error else { return [] }
        return diagnostics.map {
            var diagnostic = $0
            diagnostic.message =
                "in format 2 this document would not load: \(diagnostic.message) (a string like \"{other.x}\" is a "
                + "reference in format 2: rewrite it, then migrate)"
            return diagnostic
        }
    }

    static func upgradeToV2(_ document: JSONValue) -> JSONValue {
        guard case .object(let members) = document else { return document }
        var result: [JSONMember] = []
        let format = JSONMember(key: "format", value: JSONNode(.number(2, lexeme: "2")))
        if !members.contains(where: { $0.key == "$schema" }) { result.append(format) }
        for member in members {
            if member.key == "tokens", case .object(let tokens) = member.value.value {
                result.append(JSONMember(key: "tokens", value: JSONNode(.object(tokens.compactMap(upgradeCategory)))))
            } else {
                result.append(member)
            }
            if member.key == "$schema" { result.append(format) }
        }
        return .object(result)
    }

    private static func upgradeCategory(_ member: JSONMember) -> JSONMember? {
        guard member.key == "shadow" else { return member }
        switch member.value.value {
        case .null:
            return nil
        case .array(let shadows):
            let named = shadows.compactMap { shadow -> JSONMember? in
                guard case .object(let fields) = shadow.value, let name = shadow["name"]?.stringValue else {
                    return nil
                }
                return JSONMember(key: name, value: JSONNode(.object(fields.filter { $0.key != "name" })))
            }
            return JSONMember(key: "shadow", value: JSONNode(.object(named)))
        default:
            return member
        }
    }
}
