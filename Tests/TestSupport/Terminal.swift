import Foundation

/// Running a command at a real pseudo-terminal, as a person at a terminal runs it: standard input and standard error
/// (and standard output, unless it goes to a file) are the terminal, which the command's `isatty` sees as such.
extension TestSupport {
    /// What a run at a terminal gave: the exit status, everything the terminal received (carriage returns and escapes
    /// as sent), and standard output when it went to a file instead.
    public struct TerminalResult {
        public var status: Int32
        public var transcript: String
        public var standardOutput: String?
    }

    /// A question the command asks at the terminal, and what to type once it has been asked `occurrence` times.
    public struct TerminalAnswer {
        public var prompt: String
        public var occurrence: Int
        public var answer: String

        public init(after prompt: String, occurrence: Int = 1, type answer: String) {
            self.prompt = prompt
            self.occurrence = occurrence
            self.answer = answer
        }
    }

    /// Runs `executable` with `arguments` at a new pseudo-terminal of `columns` columns (driven by Python's `pty`
    /// module), typing each answer once its prompt has appeared, and waits for it. With `standardOutputToFile`,
    /// standard output goes to a file, so that its bytes can be compared with a run without a terminal.
    public static func runInTerminal(
        _ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String] = [:],
        answers: [TerminalAnswer] = [], standardOutputToFile: Bool = false, columns: Int = 80
    ) throws -> TerminalResult {
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "dsys-stdout-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: outputFile) }
        let configuration: [String: Any] = [
            "arguments": [executable.path] + arguments,
            "stdout": standardOutputToFile ? outputFile.path : "",
            "columns": columns,
            "answers": answers.map { [$0.prompt, $0.occurrence, $0.answer] as [Any] },
        ]
        let json = String(decoding: try JSONSerialization.data(withJSONObject: configuration), as: UTF8.self)
        let result = try run(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", terminalDriver, json], in: directory,
            environment: environment)
        guard result.standardError.isEmpty else {
            throw TerminalDriverError(message: result.standardError + "\n" + result.standardOutput)
        }
        let output = standardOutputToFile ? try String(contentsOf: outputFile, encoding: .utf8) : nil
        return TerminalResult(status: result.status, transcript: result.standardOutput, standardOutput: output)
    }

    /// The driver failed (an answer's prompt never came, or the command did not finish within two minutes).
    public struct TerminalDriverError: Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// The Python side: opens the terminal, starts the command with it, answers, and copies what it received to
    /// standard output; exits with the command's status. Failures go to standard error.
    private static let terminalDriver = """
        import fcntl, json, os, pty, select, struct, subprocess, sys, termios, time
        config = json.loads(sys.argv[1])
        master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, config["columns"], 0, 0))
        stdout = open(config["stdout"], "wb") if config["stdout"] else slave
        child = subprocess.Popen(config["arguments"], stdin=slave, stdout=stdout, stderr=slave, start_new_session=True)
        os.close(slave)
        if config["stdout"]:
            stdout.close()
        out = b""
        end = time.time() + 120
        def read(until=None, count=1):
            global out
            while time.time() < end:
                if until is not None and out.count(until) >= count:
                    return True
                ready, _, _ = select.select([master], [], [], 0.5)
                if ready:
                    try:
                        chunk = os.read(master, 4096)
                    except OSError:
                        chunk = b""
                    if not chunk:
                        return until is None
                    out += chunk
            return False
        for prompt, count, answer in config["answers"]:
            if not read(prompt.encode(), count):
                child.kill()
                sys.stderr.write("never asked: " + prompt + "\\n")
                sys.stdout.write(out.decode(errors="replace"))
                sys.exit(1)
            os.write(master, answer.encode() + b"\\n")
        if not read():
            child.kill()
            sys.stderr.write("did not finish within two minutes\\n")
        status = child.wait()
        sys.stdout.write(out.decode(errors="replace"))
        sys.exit(status if status >= 0 else 128 - status)
        """
}
