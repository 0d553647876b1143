import ArgumentParser
import Dispatch
import Foundation
import Tokens

/// `--quiet`, shared by the commands whose work may take more than a second.
struct ProgressOptions: ParsableArguments {
    @Flag(
        name: .shortAndLong,
        help: ArgumentHelp(
            "Show no progress. Without it, work that lasts over a second shows one updating line on standard error "
                + "when standard error is a terminal (never in a pipe, a file or JSON output)."))
    var quiet = false

    /// Runs `body` with a reporter that draws its progress on standard error, when that is a terminal and neither
    /// `--quiet` nor `json` (machine-read output) says otherwise; the line is cleared before this returns or throws,
    /// so that what the command prints next starts on a clean line.
    func showing<T>(json: Bool = false, _ body: (ProgressReporter) throws -> T) rethrows -> T {
        guard !quiet, !json, let line = ProgressLine.onStandardError() else { return try body(.silent) }
        defer { line.finish() }
        return try body(line.reporter)
    }
}

/// The progress line on standard error: the latest update a long operation reported, drawn on its own clock (first
/// after a second, so that fast commands print nothing; then at most ten times a second, and only when it changed),
/// over itself with a carriage return, and erased at the end. On a terminal that cannot erase (`TERM=dumb`), each
/// phase is one line of its own instead, and nothing is redrawn. The line has no colors, so `NO_COLOR` changes
/// nothing.
///
/// The operation's thread only stores its update (under `lock`); drawing happens on the private serial `queue`, and
/// what is on the screen is known only there. That split is what makes the class safe to share across threads,
/// hence `@unchecked Sendable`.
final class ProgressLine: @unchecked Sendable {
    enum Style: Equatable {
        /// One line redrawn with a carriage return and erased with `ESC [ K`.
        case updating
        /// One line per phase, never redrawn (a terminal that obeys no escape).
        case lines
    }

    /// How long work must last before anything is shown.
    static let delay: DispatchTimeInterval = .seconds(1)
    /// How often the line may change at most.
    static let interval: DispatchTimeInterval = .milliseconds(100)

    private let style: Style
    private let write: @Sendable (String) -> Void
    private let columns: @Sendable () -> Int
    private let queue = DispatchQueue(label: "dsys.progress")
    private let timer: DispatchSourceTimer

    // Guarded by `lock`: written by the operation, read by the ticks.
    private let lock = NSLock()
    private var latest: ProgressUpdate?
    /// When `latest` last changed: how long the line has stood still.
    private var changed = DispatchTime.now()
    /// When the first update may be drawn at once, rather than at the next tick; nil once one was.
    private var firstDraw: DispatchTime?

    // Only touched on `queue`.
    /// What is on the screen now (`updating`), or the last phase printed (`lines`).
    private var shown: String?
    private var finished = false

    /// A line on standard error when it is a terminal; nil otherwise. `TERM=dumb` gives the `lines` style;
    /// `DSYS_PROGRESS_DELAY` (seconds) replaces the second before anything is shown (the tests make it 0).
    static func onStandardError(environment: [String: String] = ProcessInfo.processInfo.environment) -> ProgressLine? {
        guard isatty(STDERR_FILENO) != 0 else { return nil }
        var delay = Self.delay
        if let seconds = environment["DSYS_PROGRESS_DELAY"].flatMap(Double.init), seconds >= 0, seconds < 3600 {
            delay = .milliseconds(Int(seconds * 1000))
        }
        return ProgressLine(
            style: environment["TERM"] == "dumb" ? .lines : .updating,
            write: { FileHandle.standardError.write(Data($0.utf8)) }, columns: terminalColumns, delay: delay)
    }

    init(
        style: Style, write: @escaping @Sendable (String) -> Void, columns: @escaping @Sendable () -> Int,
        delay: DispatchTimeInterval = ProgressLine.delay, interval: DispatchTimeInterval = ProgressLine.interval
    ) {
        self.style = style
        self.write = write
        self.columns = columns
        firstDraw = .now() + delay
        timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + delay, repeating: interval, leeway: .milliseconds(20))
        timer.setEventHandler { [weak self] in self?.tick() }
        timer.resume()
    }

    deinit {
        timer.cancel()
    }

    /// The reporter an operation is given: it stores each update for the next tick.
    var reporter: ProgressReporter {
        ProgressReporter { [weak self] update in self?.store(update) }
    }

    private func store(_ update: ProgressUpdate) {
        let drawNow = lock.withLock {
            if latest != update { changed = .now() }
            latest = update
            // The first update after the delay is drawn at once (a tick may be up to an interval away); later ones
            // wait for the ticks, which keep to the interval.
            guard let firstDraw, DispatchTime.now() >= firstDraw else { return false }
            self.firstDraw = nil
            return true
        }
        if drawNow { queue.async { [weak self] in self?.tick() } }
    }

    /// One tick, on `queue`: draws the latest update if the line would change.
    private func tick() {
        guard !finished, let (update, changed) = lock.withLock({ latest.map { ($0, changed) } }) else { return }
        switch style {
        case .updating:
            let text = Self.fitted(Self.text(update, seconds: Self.seconds(since: changed)), columns: columns())
            guard text != shown else { return }
            write("\r" + text + "\u{1B}[K")
            shown = text
        case .lines:
            guard update.phase != shown else { return }
            let total = update.total.map { " (\(ProgressUpdate.grouped($0)))" } ?? ""
            write(Self.fitted(TerminalText.escaped(update.phase) + total + "…", columns: columns()) + "\n")
            shown = update.phase
        }
    }

    /// Stops drawing and erases the line, if one is on the screen. Called before the command prints anything.
    func finish() {
        timer.cancel()
        // No tick runs after the cancel; one in progress ends before this block runs.
        queue.sync {
            finished = true
            if style == .updating, shown != nil { write("\r\u{1B}[K") }
            shown = nil
        }
    }

    /// `Verifying revisions 412/1,000`, or for a phase that does not count, `Publishing 20,000 tokens: generating
    /// the package…`; once the line has stood still for `seconds` (a second or more), with them (`… 3 s`), so that a
    /// long step is seen to be alive. Escaped: a phase may name a file or a version.
    static func text(_ update: ProgressUpdate, seconds: Int) -> String {
        var text = TerminalText.escaped(update.phase)
        if let completed = update.completed, let total = update.total {
            text += " \(ProgressUpdate.grouped(completed))/\(ProgressUpdate.grouped(total))"
            if seconds > 0 { text += "…" }
        } else {
            text += "…"
        }
        return seconds > 0 ? "\(text) \(seconds) s" : text
    }

    private static func seconds(since start: DispatchTime) -> Int {
        Int((DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000_000)
    }

    /// `text` cut to fit in one row of `columns` less one (a line that wraps cannot be drawn over with a carriage
    /// return), ending in `…` where it was cut. Wide characters (CJK, emoji) take two columns.
    static func fitted(_ text: String, columns: Int) -> String {
        let room = max(columns - 1, 8)
        guard text.reduce(0, { $0 + displayWidth($1) }) > room else { return text }
        var width = 1  // the ellipsis
        var result = ""
        for character in text {
            width += displayWidth(character)
            if width > room { break }
            result.append(character)
        }
        return result + "…"
    }

    /// The columns a character takes on a terminal: 2 for East Asian wide and fullwidth characters and emoji, 1 for
    /// the rest (a combining mark is part of its character).
    static func displayWidth(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
            0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    /// The width of the terminal standard error is, or 80 when it does not say.
    @Sendable static func terminalColumns() -> Int {
        var size = winsize()
        guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }
}
