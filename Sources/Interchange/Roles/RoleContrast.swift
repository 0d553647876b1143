import Tokens

/// A color in the four appearances (a high-contrast one that has no value of its own is the standard one).
struct RoleColors: Equatable {
    var light: RGBA
    var dark: RGBA
    var lightHighContrast: RGBA
    var darkHighContrast: RGBA

    subscript(appearance: Appearance) -> RGBA {
        switch appearance {
        case .light: light
        case .dark: dark
        case .lightHighContrast: lightHighContrast
        case .darkHighContrast: darkHighContrast
        }
    }
}

/// What the profiles' components draw, by role spec: whether a color proposed for one role reads well on (or under)
/// the colors already chosen for the others, in every appearance the document will have.
struct RoleContrast {
    /// One pair a spec is part of.
    struct Link {
        /// The other spec's key.
        var other: String
        /// Whether the spec is the one drawn on the other (text on a surface), rather than drawn on.
        var isForeground: Bool
        var backgroundOpacity: Double
        /// The keys of the surfaces that show through a translucent background (``RoleDrawing/backdrops``).
        var backdrops: [String]
        var minimumRatio: Double
        /// The profiles whose components draw the pair.
        var profiles: Set<String>
    }

    /// How a color reads where a role is drawn: the worst pair, measured against the roles chosen so far.
    struct Verdict: Equatable {
        var ratio: Double
        var minimumRatio: Double
        /// The other role of the worst pair (`nil` for a role drawn on its own tint), and whether the color is drawn
        /// on it.
        var other: String?
        var isForeground: Bool
        var appearance: Appearance

        var passes: Bool { ratio >= minimumRatio }

        /// `3.2:1 on surface.default (dark); needs 4.5:1`.
        var description: String {
            let ratio = NumberText.shortest((self.ratio * 100).rounded(.down) / 100)
            let needed = NumberText.shortest(minimumRatio)
            let place =
                other.map { isForeground ? "on \($0)" : "under \($0)" } ?? "on its own tint"
            return "\(ratio):1 \(place) (\(appearance.displayName)), needs \(needed):1"
        }
    }

    /// The pairs of each spec, both ways.
    private(set) var links: [String: [Link]] = [:]
    /// The keys of the specs translucent fills are painted over (``RoleDrawing/backdrops``): the page's and the cards'
    /// colors, which must be opaque themselves.
    private(set) var backdrops: Set<String> = []
    /// The appearances measured: those the document has (light and dark, and high contrast when any color has a value
    /// of its own), or the light ones only for files of one appearance.
    private(set) var appearances: [Appearance]

    /// The same pairs, measured in `appearances`.
    func measuring(_ appearances: [Appearance]) -> RoleContrast {
        var copy = self
        copy.appearances = appearances
        return copy
    }

    /// `drawings` name profiles' roles; `specs` finds the spec each one is. A drawing of a role no spec fills is
    /// left out.
    init(_ drawings: [RoleDrawing], specs: RoleSpecs, appearances: [Appearance]) {
        self.appearances = appearances
        for drawing in drawings {
            guard let foreground = specs.spec(named: drawing.foreground, in: drawing.profile),
                let background = specs.spec(named: drawing.background, in: drawing.profile),
                foreground.type == .color, background.type == .color
            else { continue }
            let backdrops = drawing.backdrops.compactMap { specs.spec(named: $0, in: drawing.profile)?.key }
            self.backdrops.formUnion(backdrops)
            add(
                Link(
                    other: background.key, isForeground: true, backgroundOpacity: drawing.backgroundOpacity,
                    backdrops: backdrops, minimumRatio: drawing.minimumRatio, profiles: [drawing.profile]),
                to: foreground.key)
            guard foreground.key != background.key else { continue }
            add(
                Link(
                    other: foreground.key, isForeground: false, backgroundOpacity: drawing.backgroundOpacity,
                    backdrops: backdrops, minimumRatio: drawing.minimumRatio, profiles: [drawing.profile]),
                to: background.key)
        }
    }

    private mutating func add(_ link: Link, to key: String) {
        var list = links[key] ?? []
        // One pair drawn by several profiles at one level is one link; at two levels (a line in one, text in
        // another), two, so that each profile's own level is known.
        if let index = list.firstIndex(where: {
            $0.other == link.other && $0.isForeground == link.isForeground
                && $0.backgroundOpacity == link.backgroundOpacity && $0.backdrops == link.backdrops
                && $0.minimumRatio == link.minimumRatio
        }) {
            list[index].profiles.formUnion(link.profiles)
        } else {
            list.append(link)
        }
        links[key] = list
    }

    /// The profiles that draw `key` with `other` (on its own tint when `other` is `nil`), in name order.
    func profiles(of key: String, other: String?) -> [String] {
        let links = (links[key] ?? []).filter { $0.other == (other ?? key) }
        return links.reduce(into: Set<String>()) { $0.formUnion($1.profiles) }.sorted()
    }

    /// Whether `key` is drawn on or under another role.
    func isDrawn(_ key: String) -> Bool { links[key]?.isEmpty == false }

    /// The worst pair of `colors` as the role `key`, against the colors `chosen` for other roles (its own tint
    /// always), of the pairs `profile` draws (every profile's when `nil`); `nil` when none of its pairs can be
    /// measured yet.
    func verdict(
        _ colors: RoleColors, as key: String, chosen: [String: RoleColors], drawnBy profile: String? = nil,
        ignoring ignored: Set<String> = []
    ) -> Verdict? {
        var worst: Verdict?
        for link in links[key] ?? [] where profile.map(link.profiles.contains) ?? true && !ignored.contains(link.other)
        {
            let other: RoleColors
            if link.other == key {
                other = colors
            } else if let chosen = chosen[link.other] {
                other = chosen
            } else {
                continue
            }
            let (foreground, background) = link.isForeground ? (colors, other) : (other, colors)
            let backdrops = link.backdrops.compactMap { chosen[$0] }
            for appearance in appearances {
                let ratio = Self.ratio(foreground, on: background, link, over: backdrops, in: appearance)
                let verdict = Verdict(
                    ratio: ratio, minimumRatio: link.minimumRatio, other: link.other == key ? nil : link.other,
                    isForeground: link.isForeground, appearance: appearance)
                // The pair furthest below its level (or nearest to it) is the one to show.
                if let current = worst, ratio / link.minimumRatio >= current.ratio / current.minimumRatio { continue }
                worst = verdict
            }
        }
        return worst
    }

    /// The other roles (already chosen) with which `colors` as the role `key` fail their level, where `profile`
    /// draws them (every profile's when `nil`).
    func failingWith(
        _ colors: RoleColors, as key: String, chosen: [String: RoleColors], drawnBy profile: String? = nil
    ) -> Set<String> {
        var result: Set<String> = []
        for link in links[key] ?? []
        where link.other != key && (profile.map(link.profiles.contains) ?? true) {
            guard let other = chosen[link.other] else { continue }
            let (foreground, background) = link.isForeground ? (colors, other) : (other, colors)
            if worst(foreground, on: background, link, over: chosen).ratio < link.minimumRatio {
                result.insert(link.other)
            }
        }
        return result
    }

    /// The links of `key` on which another role is drawn (`key` being its background).
    func drawnOn(_ key: String) -> [Link] {
        (links[key] ?? []).filter { !$0.isForeground && $0.other != key }
    }

    /// The worst appearance of `foreground` drawn on `background` at `link`'s opacity, over each of its backdrops
    /// `chosen` has a color for (else on the page): its ratio and appearance.
    func worst(
        _ foreground: RoleColors, on background: RoleColors, _ link: Link, over chosen: [String: RoleColors]
    ) -> (ratio: Double, appearance: Appearance) {
        var worst: (ratio: Double, appearance: Appearance) = (.infinity, .light)
        let backdrops = link.backdrops.compactMap { chosen[$0] }
        for appearance in appearances {
            let ratio = Self.ratio(foreground, on: background, link, over: backdrops, in: appearance)
            if ratio < worst.ratio { worst = (ratio, appearance) }
        }
        return worst
    }

    /// The ratio of `foreground` on `background` at `link`'s opacity in `appearance`, as the contrast check measures
    /// it: a translucent background painted on each of `backdrops` (each on the page), the worst of them; on the page
    /// when there are none.
    private static func ratio(
        _ foreground: RoleColors, on background: RoleColors, _ link: Link, over backdrops: [RoleColors],
        in appearance: Appearance
    ) -> Double {
        let tinted = tint(background[appearance], link.backgroundOpacity)
        guard tinted.alpha < 255, !backdrops.isEmpty else {
            return ContrastMatrix.ratio(foreground[appearance], on: tinted, appearance: appearance)
        }
        return backdrops.map { backdrop in
            Contrast.ratio(
                foreground[appearance],
                tinted.composited(over: backdrop[appearance].composited(over: appearance.page)))
        }.min() ?? .infinity
    }

    /// The color drawn at `opacity`: its alpha scaled, rounded to 8 bits as a colorset's would be.
    private static func tint(_ color: RGBA, _ opacity: Double) -> RGBA {
        guard opacity != 1 else { return color }
        let alpha = (Double(color.alpha) * min(max(opacity, 0), 1)).rounded()
        return RGBA(red: color.red, green: color.green, blue: color.blue, alpha: UInt8(alpha))
    }

    /// The order in which color roles are chosen: those others are drawn on before those drawn on them (surfaces,
    /// then what sits on them), so that each proposal is measured against what it will be drawn on; where two are
    /// drawn on each other (a button's label and its fill), the one drawn on more comes first. Stable otherwise.
    func order(_ keys: [String]) -> [String] {
        let weight = Dictionary(
            keys.map { key in
                let links = links[key] ?? []
                return (key, links.filter(\.isForeground).count - links.filter { !$0.isForeground }.count)
            }, uniquingKeysWith: { first, _ in first })
        return keys.enumerated().sorted { lhs, rhs in
            let (left, right) = (weight[lhs.element] ?? 0, weight[rhs.element] ?? 0)
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
