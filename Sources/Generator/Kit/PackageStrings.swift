/// The words the components say of their own (VoiceOver's "Error", "Loading", a status's name): localized in the
/// package's own strings table, `DesignSystem`, shipped in the languages below with English as the development
/// language.
///
/// A literal in `Text("Error")` is looked up in the app's main bundle, where no app has the package's keys (Xcode
/// extracts the strings of the app's own code only), so VoiceOver said them in English in every language. The
/// package's bundle holds them instead, one `.strings` file per language in `<language>.lproj` folders: SwiftPM has
/// processed those as localized resources since tools 5.3, on every platform and build system (a String Catalog is
/// compiled by Xcode's build system only, swiftlang/swift-package-manager#6668; SwiftPM's own, which `swift build`
/// runs, leaves it uncompiled, so the package's lookups would miss). The table is named after the package rather than
/// `Localizable`, so that the folder copied into an app target does not collide with the app's own table.
enum PackageStrings {
    /// The strings table, `DesignSystem.strings`, and the bundle it is looked up in.
    static let table = "DesignSystem"

    /// The languages the words are translated into, besides English, as Apple names their `.lproj` folders.
    static let languages = ["de", "es", "fr", "it", "ja", "ko", "nl", "pt-BR", "zh-Hans", "zh-Hant"]

    /// One word of the components: its member of `DSStrings`, its key (the English text), what it says for
    /// translators, and its translations in the order of ``languages``.
    struct Word {
        var member: String
        var key: String
        var comment: String
        var translations: [String]
    }

    static let error = Word(
        member: "error", key: "Error",
        comment: "VoiceOver: says a text field's input is invalid (its value, or the label of the symbol beside it).",
        translations: ["Fehler", "Error", "Erreur", "Errore", "エラー", "오류", "Fout", "Erro", "错误", "錯誤"])
    static let loading = Word(
        member: "loading", key: "Loading", comment: "VoiceOver: the value of a button that is busy with its action.",
        translations: [
            "Wird geladen", "Cargando", "Chargement", "Caricamento", "読み込み中", "로드 중", "Laden", "Carregando",
            "正在载入", "正在載入",
        ])
    static let status = Word(
        member: "status", key: "Status",
        comment: "VoiceOver: the label of a status indicator, before the status's name.",
        translations: ["Status", "Estado", "État", "Stato", "ステータス", "상태", "Status", "Status", "状态", "狀態"])
    static let success = Word(
        member: "success", key: "Success", comment: "VoiceOver: the name of the success status.",
        translations: ["Erfolg", "Éxito", "Succès", "Successo", "成功", "성공", "Succes", "Sucesso", "成功", "成功"])
    static let warning = Word(
        member: "warning", key: "Warning", comment: "VoiceOver: the name of the warning status.",
        translations: [
            "Warnung", "Advertencia", "Avertissement", "Avviso", "警告", "경고", "Waarschuwing", "Aviso", "警告", "警告",
        ])
    static let statusError = Word(
        member: "statusError", key: "Error", comment: "VoiceOver: the name of the error status.",
        translations: error.translations)
    static let neutral = Word(
        member: "neutral", key: "Neutral", comment: "VoiceOver: the name of the neutral (or unknown) status.",
        translations: ["Neutral", "Neutro", "Neutre", "Neutro", "ニュートラル", "중립", "Neutraal", "Neutro", "中性", "中性"])

    /// `DSStrings.error`: how the components say a word.
    static func text(_ word: Word) -> String {
        "DSStrings.\(word.member)"
    }

    /// The Swift file at `path` that declares `DSStrings`, a `Text` per word looked up in the package's table.
    static func declarations(_ words: [Word], path: String) -> GeneratedFile {
        let members = words.map { word in
            """
                /// \(word.comment)
                static var \(word.member): Text {
                    Text(\(SwiftSource.stringLiteral(word.key)), tableName: \(SwiftSource.stringLiteral(table)), bundle: .module, comment: \(SwiftSource.stringLiteral(word.comment)))
                }

            """
        }
        return swiftFile(
            path,
            """
            /// The words the components say of their own, looked up in the package's strings table, `\(table).strings`,
            /// which has them in English and \(languages.count) more languages. A literal `Text("Error")` would be looked
            /// up in the app's main bundle, where the app has no such key, and said in English in every language.
            enum DSStrings: Sendable {
            \(members.joined(separator: "\n").dropLast())
            }

            """)
    }

    /// `folder/<language>.lproj/DesignSystem.strings` for English and every language of ``languages``, each with
    /// `words` (one entry per key, with the first word's comment), sorted by key.
    static func files(_ words: [Word], in folder: String) -> [GeneratedFile] {
        var byKey: [String: Word] = [:]
        for word in words where byKey[word.key] == nil { byKey[word.key] = word }
        let sorted = byKey.values.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        let english = (language: "en", values: sorted.map(\.key))
        let others = languages.enumerated().map { index, language in
            (language: language, values: sorted.map { $0.translations[index] })
        }
        return ([english] + others).map { language, values in
            let entries = zip(sorted, values).map { word, value in
                "/* \(commentText(word.comment)) */\n\(quoted(word.key)) = \(quoted(value));\n"
            }
            return GeneratedFile(
                path: "\(folder)/\(language).lproj/\(table).strings",
                text: "/* Generated by dsys — do not edit manually */\n\n" + entries.joined(separator: "\n"))
        }
    }

    /// A `.strings` literal: a quote or a backslash escaped.
    private static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            if character == "\"" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result + "\""
    }

    /// Text made safe for a `/* */` comment: a `*/` would end it.
    private static func commentText(_ text: String) -> String {
        text.split(separator: "*/", omittingEmptySubsequences: false).joined(separator: "* /")
    }
}
