/// How far a long operation has got: what it is doing and, when the step counts, how many of how many.
///
/// Libraries only say what they do; the caller decides whether and how to show it (the command-line tool draws one
/// updating line on a terminal, throttled; a test records the updates).
public struct ProgressUpdate: Sendable, Equatable, CustomStringConvertible {
    /// What the operation is doing, as a line begins: "Verifying revisions", "Importing 25,000 tokens: reading files".
    public var phase: String
    /// How many of ``total`` are done; nil when the phase does not count.
    public var completed: Int?
    /// How many there are in all; nil when the phase does not count.
    public var total: Int?

    /// An update of `phase`, with `completed` of `total` done when the phase counts.
    public init(phase: String, completed: Int? = nil, total: Int? = nil) {
        self.phase = phase
        self.completed = completed
        self.total = total
    }

    /// `Verifying revisions 412/1,000`, or the phase alone.
    public var description: String {
        guard let completed, let total else { return phase }
        return "\(phase) \(Self.grouped(completed))/\(Self.grouped(total))"
    }

    /// `25,000`: a count with its thousands grouped, the same on every machine (no locale).
    public static func grouped(_ count: Int) -> String {
        let digits = String(count.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return count < 0 ? "-" + result : result
    }
}

/// Where a long operation (verify, a changelog diffed anew, an import, a publish, a registry copy) tells how far it
/// has got. Operations take one with a default of ``silent``; calling it is cheap (the handler must not block: a
/// renderer keeps the latest update and draws it on its own clock).
public struct ProgressReporter: Sendable {
    private let handler: (@Sendable (ProgressUpdate) -> Void)?

    /// A reporter that passes every update to `handler`, on the thread of the operation.
    public init(_ handler: @escaping @Sendable (ProgressUpdate) -> Void) {
        self.handler = handler
    }

    private init() {
        handler = nil
    }

    /// A reporter that tells no one.
    public static let silent = ProgressReporter()

    /// Says that the operation is now in `phase`, with `completed` of `total` done when the phase counts.
    public func report(_ phase: String, completed: Int? = nil, total: Int? = nil) {
        handler?(ProgressUpdate(phase: phase, completed: completed, total: total))
    }
}
