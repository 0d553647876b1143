import Tokens

// Converts DTCG color objects (any color space of the format) to sRGB hex, noting gamut mapping; and, unless strict,
// CSS color strings (see ``ColorString``), noting each.
extension DTCGResolution {
    mutating func color(_ node: JSONNode, at pointer: @autoclosure () -> JSONPointer) -> JSONValue? {
        guard case .object(let members) = node.value else {
            if let text = node.stringValue {
                switch ColorString.read(text) {
                case .color(let color, let form) where strict:
                    flag(
                        .invalidValue, pointer(), node,
                        "DTCG 2025.10 colors are objects, not strings (--strict); write \(Self.object(color, form: form))"
                    )
                    return nil
                case .color(let color, let form):
                    note(.colorString(form), node)
                    return converted(
                        color, original: String(text.trimmingSpaces), hexSpelling: form == .hex ? text : nil)
                case .invalid(let problem) where !strict:
                    flag(.invalidValue, pointer(), node, "\(quoted(text)) is not a color: \(problem)")
                    return nil
                case .invalid, .none:
                    if text.hasPrefix("#") {
                        flag(
                            .invalidValue, pointer(), node,
                            "DTCG 2025.10 colors are objects, not strings\(strict ? " (--strict)" : ""); write "
                                + "{\"colorSpace\": \"srgb\", \"components\": [r, g, b], \"hex\": \"#rrggbb\"} "
                                + "(components from 0 to 1)")
                        return nil
                    }
                }
            }
            return wrong(
                node, pointer(),
                "a color object {\"colorSpace\", \"components\", \"alpha\"?, \"hex\"?}"
                    + (strict ? "" : " or a CSS color (\(ColorString.accepted))"))
        }
        var valid = true
        for member in members
        where member.key != "colorSpace" && member.key != "components" && member.key != "alpha" && member.key != "hex" {
            problems.report(
                .unknownKey, file: conversionFile, pointer().appending(member.key), offset: member.keyOffset,
                "unknown member \(quoted(member.key)) in a color; allowed: colorSpace, components, alpha, hex")
            valid = false
        }
        guard let spaceNode = node["colorSpace"] else {
            flag(.missingKey, pointer(), node, "a color needs \"colorSpace\"; add it")
            return nil
        }
        guard let spaceName = spaceNode.stringValue, let space = ColorSpace(rawValue: spaceName) else {
            let names = ColorSpace.allCases.map(\.rawValue)
            var message = "\(CanonicalJSON.text(of: spaceNode.value)) is not a color space of the format"
            if let name = spaceNode.stringValue, let suggestion = closest(name, among: names) {
                message += "; did you mean \"\(suggestion)\"?"
            } else {
                message += "; use one of \(names.joined(separator: ", "))"
            }
            flag(.invalidValue, pointer().appending("colorSpace"), spaceNode, message)
            return nil
        }
        guard case .array(let componentNodes)? = node["components"]?.value, componentNodes.count == 3 else {
            if let components = node["components"] {
                flag(
                    .invalidValue, pointer().appending("components"), components,
                    "\(space.rawValue) has three components (\(space.componentNames.joined(separator: ", ")))")
            } else {
                flag(.missingKey, pointer(), node, "a color needs \"components\"; add it")
            }
            return nil
        }
        var components: [Double?] = []
        components.reserveCapacity(3)
        for (position, component) in componentNodes.enumerated() {
            var componentPointer: JSONPointer { pointer().appending("components").appending(position) }
            if component.stringValue == "none" {
                components.append(nil)
                continue
            }
            let range = space.componentRanges[position]
            let value: Double?
            if case .number(let number, _) = component.value, number.isFinite {
                value = number
            } else if component["$ref"] != nil, let resolved = part(component, .number, componentPointer),
                case .number(let number, _) = resolved
            {
                value = number
            } else {
                if component["$ref"] == nil {
                    flag(
                        .wrongType, componentPointer, component,
                        "expected a number or \"none\", found \(component.value.kindDescription)")
                }
                valid = false
                continue
            }
            if let value, let range, !range.contains(value) {
                let name = space.componentNames[position]
                flag(
                    .invalidValue, componentPointer, component,
                    "\(NumberText.shortest(value)) is outside the range of \(space.rawValue) \(name) "
                        + (name == "hue" ? "(0 up to, not including, 360)" : "(\(describe(range)))"))
                valid = false
            }
            components.append(value)
        }
        var alpha = 1.0
        if let alphaNode = node["alpha"] {
            if case .number(let value, _) = alphaNode.value, (0...1).contains(value) {
                alpha = value
            } else {
                flag(.invalidValue, pointer().appending("alpha"), alphaNode, "alpha is a number from 0 to 1")
                valid = false
            }
        }
        var hexSpelling: String?
        if let hexNode = node["hex"] {
            if let text = hexNode.stringValue, text.utf8.count == 7, RGBA(hex: text) != nil {
                hexSpelling = text
            } else if !strict, let text = hexNode.stringValue, text.utf8.count == 4,
                case .color = ColorString.read(text)
            {
                note(.shortHex, hexNode)
            } else {
                flag(
                    .invalidValue, pointer().appending("hex"), hexNode,
                    "hex is a 6-digit CSS hex color like \"#ff00ff\" (alpha goes in \"alpha\")")
                valid = false
            }
        }
        guard valid else { return nil }
        // The color as written is spelled only for a gamut mapping's note: this runs for every color.
        func written() -> String {
            let numbers = components.map { $0.map(NumberText.shortest) ?? "none" }.joined(separator: " ")
            return "\(space.rawValue)(\(numbers)\(alpha < 1 ? " / \(NumberText.shortest(alpha))" : ""))"
        }
        return converted(
            ColorString.Color(space: space, components: components, alpha: alpha), original: written(),
            hexSpelling: hexSpelling)
    }

    /// The sRGB hex of a color in any space, noting a gamut mapping under `original` (the color as written).
    private mutating func converted(
        _ color: ColorString.Color, original: @autoclosure () -> String, hexSpelling: String?
    ) -> JSONValue {
        let converted = ColorConversion.toSRGB(color.space, components: color.components, alpha: color.alpha)
        if let mapping = converted.gamutMapping {
            gamutNotes.append(
                ConvertedColorNote(
                    tokenPath: tokens[conversionOwner].path, original: original(), mapped: converted.rgba,
                    deltaEOK: mapping.deltaEOK))
        }
        return .string(Self.hexText(converted.rgba, spelling: hexSpelling))
    }

    /// The DTCG 2025.10 object of a color read from a CSS string: an `srgb` one for the spellings of sRGB (with its
    /// `hex`), else one in the string's own space with its components as written.
    static func object(_ color: ColorString.Color, form: ColorString.Form) -> String {
        guard !form.isSRGB else {
            return object(ColorConversion.toSRGB(color.space, components: color.components, alpha: color.alpha).rgba)
        }
        let components = color.components.map { $0.map(NumberText.shortest) ?? "\"none\"" }.joined(separator: ", ")
        return "{\"colorSpace\": \"\(color.space.rawValue)\", \"components\": [\(components)]"
            + (color.alpha < 1 ? ", \"alpha\": \(NumberText.shortest(color.alpha))" : "") + "}"
    }

    /// The DTCG 2025.10 object of an sRGB color: `{"colorSpace": "srgb", "components": [0.2314, 0.5098, 0.9647],
    /// "hex": "#3b82f6"}`, with `alpha` when it is not opaque (four decimals give back the same 8-bit channels).
    static func object(_ color: RGBA) -> String {
        func unit(_ byte: UInt8) -> String { NumberText.shortest((Double(byte) / 255 * 10_000).rounded() / 10_000) }
        let opaque = RGBA(red: color.red, green: color.green, blue: color.blue)
        return "{\"colorSpace\": \"srgb\", \"components\": [\(unit(color.red)), \(unit(color.green)), "
            + "\(unit(color.blue))]\(color.alpha == 255 ? "" : ", \"alpha\": \(unit(color.alpha))"), "
            + "\"hex\": \"\(opaque.lowercaseHex)\"}"
    }

    /// `#rrggbb[aa]`: lower case, or the spelling of the color's `hex` member when it names the same color (so
    /// `#FFFFFF` stays as written); alpha digits follow the case of the spelling's letters.
    static func hexText(_ color: RGBA, spelling: String?) -> String {
        guard let spelling else { return color.lowercaseHex }
        let upper = color.hex
        let six = String(upper.prefix(7))
        let alphaDigits = String(upper.dropFirst(7))
        if spelling.uppercased() == six {
            let usesUpper = spelling.contains { $0.isUppercase } && !spelling.contains { $0.isLowercase && $0 != "#" }
            return spelling + (usesUpper ? alphaDigits : alphaDigits.lowercased())
        }
        return color.lowercaseHex
    }

    private func describe(_ range: ClosedRange<Double>) -> String {
        "\(NumberText.shortest(range.lowerBound)) to \(NumberText.shortest(range.upperBound))"
    }
}
