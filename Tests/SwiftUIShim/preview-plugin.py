#!/usr/bin/env python3
"""preview-plugin.py -- a swift-frontend *executable compiler plugin* that implements
`PreviewsMacros.SwiftUIView`, i.e. SwiftUI's `#Preview` macro, without swift-syntax.

Load it with:
    swiftc ... -load-plugin-executable /path/to/preview-plugin.py#PreviewsMacros

Wire protocol (swift-syntax, Sources/SwiftCompilerPluginMessageHandling/):
  * StandardIOMessageConnection.swift: every message, both ways, is an 8-byte
    little-endian UInt64 byte count followed by that many bytes of UTF-8 JSON.
    The plugin reads stdin until EOF (= the compiler is done with it).
  * PluginMessages.swift: the JSON is Swift's synthesized Codable encoding of the enums
    `HostToPluginMessage` / `PluginToHostMessage`: an object with ONE key, the case name,
    whose value is an object of the associated values by label; nil optionals are
    omitted. PROTOCOL_VERSION_NUMBER is 7.
        {"getCapability": {"capability": {"protocolVersion": N}}}   (capability may be absent)
          -> {"getCapabilityResult": {"capability": {"protocolVersion": 7}}}
        {"expandFreestandingMacro": {"macro": {"moduleName","typeName","name"},
             "macroRole": "declaration", "discriminator": "...",
             "syntax": {"kind": "declaration", "source": "#Preview ...",
                        "location": {"fileID","fileName","offset","line","column"}},
             "lexicalContext": [...], "staticBuildConfiguration": "<JSON text>"}}
          (observed from swift-frontend 6.3.1: syntax.kind is "expression" for a top-level
           #Preview, syntax.source INCLUDES the leading trivia and location points at its
           start; staticBuildConfiguration is a newer optional field we ignore; on shutdown
           the host sends one empty frame, 8 zero bytes, before closing stdin)
          -> {"expandMacroResult": {"expandedSource": "...", "diagnostics": []}}
             (hosts whose protocolVersion < 5 get "expandFreestandingMacroResult" instead,
              as CompilerPluginMessageHandler/Macros.swift does)
        {"expandAttachedMacro": {...}}  -> error diagnostic (no attached macros here)
        {"loadPluginLibrary": {...}}    -> {"loadPluginLibraryResult": {"loaded": false, ...}}
  * Diagnostic = {"message", "severity": "error"|"warning"|"note"|"remark",
                  "position": {"fileName", "offset"}, "highlights": [], "notes": [], "fixIts": []}

Expansion (what Xcode 16's PreviewsMacros.SwiftUIView produces, per `-dump-macro-expansions`
output quoted in public repositories):

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, watchOS 10.0, *)
    struct $s<discriminator>15PreviewRegistryfMu_: DeveloperToolsSupport.PreviewRegistry {
        static var fileID: String { "Module/File.swift" }
        static var line: Int { 12 }
        static var column: Int { 1 }
        static func makePreview() throws -> DeveloperToolsSupport.Preview {
            DeveloperToolsSupport.Preview(<same arguments>) {
                func __b_buildView(@SwiftUI.ViewBuilder body: () -> any SwiftUI.View) -> any SwiftUI.View {
                    body()
                }
                return __b_buildView {
                    <the trailing closure's statements, verbatim>
                }
            }
        }
    }

so the preview body is type-checked for real (as a @ViewBuilder closure) against
`Preview.init(_:traits:body:)`. The unique name follows swift-syntax's
PluginMacroExpansionContext.makeUniqueName: discriminator + "15PreviewRegistry" + "fMu_".
"""

import json
import os
import struct
import sys

PROTOCOL_VERSION = 7


# ---------------------------------------------------------------------------
# A small Swift scanner: enough to find balanced (...) and {...} while skipping
# string literals (plain, multi-line, raw #"..."#, with \( ) interpolations) and
# comments (// and nested /* */).
# ---------------------------------------------------------------------------

class ScanError(Exception):
    pass


def skip_comment(src, i):
    """If src[i:] starts a comment, return the index after it, else i."""
    if src.startswith("//", i):
        j = src.find("\n", i)
        return len(src) if j < 0 else j + 1
    if src.startswith("/*", i):
        depth, j = 1, i + 2
        while depth:
            if j >= len(src):
                raise ScanError("unterminated block comment")
            if src.startswith("/*", j):
                depth, j = depth + 1, j + 2
            elif src.startswith("*/", j):
                depth, j = depth - 1, j + 2
            else:
                j += 1
        return j
    return i


def skip_trivia(src, i):
    while i < len(src):
        if src[i].isspace():
            i += 1
            continue
        j = skip_comment(src, i)
        if j == i:
            break
        i = j
    return i


def string_start(src, i):
    """If a string literal starts at i, return (hashes, multiline, index after the opening)."""
    j = i
    while j < len(src) and src[j] == "#":
        j += 1
    hashes = j - i
    if j < len(src) and src[j] == '"':
        if src.startswith('"""', j):
            return hashes, True, j + 3
        return hashes, False, j + 1
    return None


def skip_string(src, i):
    """src[i] starts a string literal (possibly with leading #s). Return index after it."""
    start = string_start(src, i)
    if start is None:
        raise ScanError("not a string literal")
    hashes, multiline, j = start
    close = ('"""' if multiline else '"') + "#" * hashes
    escape = "\\" + "#" * hashes
    while True:
        if j >= len(src):
            raise ScanError("unterminated string literal")
        if not multiline and src[j] == "\n":
            raise ScanError("unterminated string literal")
        if src.startswith(escape, j):
            k = j + len(escape)
            if k < len(src) and src[k] == "(":
                j = skip_balanced(src, k)          # interpolation: a nested expression
            else:
                j = k + 1                          # any escaped character (incl. \" and \\)
            continue
        if src.startswith(close, j):
            return j + len(close)
        j += 1


PAIRS = {"(": ")", "{": "}", "[": "]"}


def skip_balanced(src, i):
    """src[i] is an opening bracket. Return the index just after its matching closer."""
    stack = [PAIRS[src[i]]]
    j = i + 1
    while stack:
        if j >= len(src):
            raise ScanError("unbalanced %r" % src[i])
        c = src[j]
        k = skip_comment(src, j)
        if k != j:
            j = k
            continue
        if c == '"' or (c == "#" and string_start(src, j) is not None):
            j = skip_string(src, j)
            continue
        if c in PAIRS:
            stack.append(PAIRS[c])
        elif c in ")}]":
            if c != stack.pop():
                raise ScanError("mismatched %r" % c)
        j += 1
    return j


def split_top_level_commas(src):
    """Split an argument list (without its parentheses) at top-level commas."""
    parts, start, j = [], 0, 0
    while j < len(src):
        c = src[j]
        k = skip_comment(src, j)
        if k != j:
            j = k
            continue
        if c == '"' or (c == "#" and string_start(src, j) is not None):
            j = skip_string(src, j)
            continue
        if c in PAIRS:
            j = skip_balanced(src, j)
            continue
        if c == ",":
            parts.append(src[start:j])
            start = j + 1
        j += 1
    if src[start:].strip():
        parts.append(src[start:])
    return parts


def argument_label(arg):
    """'body: { ... }' -> ('body', '{ ... }'); '"Name"' -> (None, '"Name"')."""
    s = skip_trivia(arg, 0)
    j = s
    while j < len(arg) and (arg[j].isalnum() or arg[j] == "_"):
        j += 1
    if j > s:
        k = skip_trivia(arg, j)
        if k < len(arg) and arg[k] == ":" and not arg.startswith("::", k):
            return arg[s:j], arg[k + 1:].strip()
    return None, arg.strip()


class Invocation:
    def __init__(self, arguments, trailing):
        self.arguments = arguments    # list of raw argument strings (stripped)
        self.trailing = trailing      # list of (label or None, closure source)


def parse_preview(source, macro_name="Preview"):
    """Parse `#Preview<...>?(args)? { body } (label: { ... })*`."""
    i = skip_trivia(source, 0)
    # Attributes/modifiers before the expansion (e.g. `@MainActor #Preview`) are kept by
    # the compiler on the expansion decl; skip anything up to the pound sign.
    pound = "#" + macro_name
    while i < len(source) and not source.startswith(pound, i):
        c = source[i]
        if c == '"' or (c == "#" and string_start(source, i) is not None):
            i = skip_string(source, i)
        elif c in PAIRS:
            i = skip_balanced(source, i)
        else:
            i = skip_trivia(source, i + 1)
    if i >= len(source):
        raise ScanError("no `%s` in the macro expansion source" % pound)
    i = skip_trivia(source, i + len(pound))
    if i < len(source) and source[i] == "<":            # explicit generic arguments
        depth = 0
        while i < len(source):
            depth += {"<": 1, ">": -1}.get(source[i], 0)
            i += 1
            if depth == 0:
                break
        i = skip_trivia(source, i)
    arguments = []
    if i < len(source) and source[i] == "(":
        end = skip_balanced(source, i)
        arguments = [a.strip() for a in split_top_level_commas(source[i + 1:end - 1])]
        i = skip_trivia(source, end)
    trailing = []
    label = None
    while i < len(source):
        if source[i] == "{":
            end = skip_balanced(source, i)
            trailing.append((label, source[i:end]))
            label = None
            i = skip_trivia(source, end)
            continue
        # a labeled additional trailing closure: `cameras: { ... }`
        j = i
        while j < len(source) and (source[j].isalnum() or source[j] == "_"):
            j += 1
        k = skip_trivia(source, j)
        if j > i and k < len(source) and source[k] == ":":
            label = source[i:j]
            i = skip_trivia(source, k + 1)
            continue
        raise ScanError("unexpected text after the macro arguments: %r" % source[i:i + 40])
    return Invocation(arguments, trailing)


def closure_parts(closure):
    """'{ sig in stmts }' -> (signature-or-None, statements)."""
    inner = closure[1:-1]
    # A closure signature ends at a top-level `in` keyword before any statement; we
    # only accept the simple, unambiguous spellings (`{ in`, `{ () in`, `{ x in`).
    s = skip_trivia(inner, 0)
    j = s
    depth = 0
    while j < len(inner) and inner[j] not in "\n{":
        if inner.startswith(" in", j) and depth == 0 and (j + 3 == len(inner) or not (inner[j + 3].isalnum() or inner[j + 3] == "_")):
            return inner[s:j].strip(), inner[j + 3:]
        if inner[j] in "([":
            depth += 1
        elif inner[j] in ")]":
            depth -= 1
        j += 1
    if inner.startswith("in", s) and (s + 2 == len(inner) or not (inner[s + 2].isalnum() or inner[s + 2] == "_")):
        return "", inner[s + 2:]
    return None, inner


def indent(text, prefix):
    return "\n".join((prefix + line) if line.strip() else line for line in text.split("\n"))


def build_view_closure(closure, pad):
    """Wrap the user's closure the way Xcode 16's SwiftUIView macro does."""
    signature, statements = closure_parts(closure)
    if signature:                       # e.g. `{ () -> some View in ... }`: keep it as is
        return closure
    body = statements.strip("\n")
    # keep the user's own indentation, re-based under `return __b_buildView {`
    lines = body.split("\n")
    common = min((len(l) - len(l.lstrip(" \t")) for l in lines if l.strip()), default=0)
    body = "\n".join(l[common:] for l in lines)
    return (
        "{\n"
        + pad + "    func __b_buildView(@SwiftUI.ViewBuilder body: () -> any SwiftUI.View) -> any SwiftUI.View {\n"
        + pad + "        body()\n"
        + pad + "    }\n"
        + pad + "    return __b_buildView {\n"
        + indent(body, pad + "        ") + "\n"
        + pad + "    }\n"
        + pad + "}"
    )


def swift_string_literal(s):
    return json.dumps(s, ensure_ascii=False).replace("\\/", "/")


def expand_preview(source, discriminator, location, macro_name="Preview"):
    inv = parse_preview(source, macro_name)
    pad = " " * 8
    args = list(inv.arguments)
    trailing = list(inv.trailing)
    if trailing and trailing[0][0] is None:
        body_closure = trailing.pop(0)[1]
        call_args = args
        call = "DeveloperToolsSupport.Preview"
        if call_args:
            call += "(" + ", ".join(call_args) + ")"
        call += " " + build_view_closure(body_closure, pad)
    else:
        # `#Preview("x", body: { ... })`: wrap the labeled body argument in place
        found = False
        for n, a in enumerate(args):
            label, value = argument_label(a)
            if label == "body" and value.startswith("{"):
                args[n] = "body: " + build_view_closure(value, pad)
                found = True
        if not found:
            raise ScanError("`#%s` needs a body closure" % macro_name)
        call = "DeveloperToolsSupport.Preview(" + ", ".join(args) + ")"
    for label, closure in trailing:     # additional labeled trailing closures, verbatim
        call += " %s: %s" % (label, closure)
    name = "%s15PreviewRegistryfMu_" % discriminator
    line, column = position_after_leading_trivia(source, location)
    return (
        "@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, watchOS 10.0, *)\n"
        "struct %s: DeveloperToolsSupport.PreviewRegistry {\n"
        "    static var fileID: String {\n"
        "        %s\n"
        "    }\n"
        "    static var line: Int {\n"
        "        %d\n"
        "    }\n"
        "    static var column: Int {\n"
        "        %d\n"
        "    }\n"
        "\n"
        "    static func makePreview() throws -> DeveloperToolsSupport.Preview {\n"
        "        %s\n"
        "    }\n"
        "}"
    ) % (name, swift_string_literal(location.get("fileID", "")), line, column, call)


def position_after_leading_trivia(source, location):
    """The host's location is where the node's leading trivia starts; swift-syntax's
    `context.location(of:)` (what Apple's macro reports) is after the leading trivia."""
    line, column = int(location.get("line", 0)), int(location.get("column", 0))
    for ch in source[:skip_trivia(source, 0)]:
        if ch == "\n":
            line, column = line + 1, 1
        else:
            column += len(ch.encode("utf-8"))
    return line, column


# ---------------------------------------------------------------------------
# Message loop
# ---------------------------------------------------------------------------

def read_exact(stream, n):
    buf = b""
    while len(buf) < n:
        chunk = stream.read(n - len(buf))
        if not chunk:
            return None
        buf += chunk
    return buf


def read_message(stream):
    header = read_exact(stream, 8)
    if header is None:
        return None
    (size,) = struct.unpack("<Q", header)
    if size == 0:
        # swift-frontend 6.3 writes an empty frame (8 zero bytes) when it shuts the plugin
        # down; there is nothing to decode or answer.
        return {}
    payload = read_exact(stream, size)
    if payload is None:
        raise EOFError("connection closed in the middle of a message")
    return json.loads(payload.decode("utf-8"))


def write_message(stream, message):
    payload = json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    stream.write(struct.pack("<Q", len(payload)) + payload)
    stream.flush()


def diagnostic(message, file_name="", offset=0, severity="error"):
    return {
        "message": message,
        "severity": severity,
        "position": {"fileName": file_name, "offset": offset},
        "highlights": [],
        "notes": [],
        "fixIts": [],
    }


class Plugin:
    def __init__(self):
        self.host_protocol_version = 0   # "oldest" until the host tells us

    def result(self, source, diagnostics, legacy_case):
        if self.host_protocol_version >= 5:
            return {"expandMacroResult": {"expandedSource": source, "diagnostics": diagnostics}}
        if legacy_case == "expandAttachedMacroResult":
            return {legacy_case: {"expandedSources": None if source is None else [source],
                                  "diagnostics": diagnostics}}
        return {legacy_case: {"expandedSource": source, "diagnostics": diagnostics}}

    def handle(self, message):
        if not isinstance(message, dict) or len(message) != 1:
            return self.result(None, [diagnostic("preview-plugin: malformed message")],
                               "expandFreestandingMacroResult")
        (kind, body), = message.items()
        body = body if isinstance(body, dict) else {}
        if kind == "getCapability":
            capability = body.get("capability")
            if isinstance(capability, dict) and "protocolVersion" in capability:
                self.host_protocol_version = int(capability["protocolVersion"])
            return {"getCapabilityResult": {"capability": {"protocolVersion": PROTOCOL_VERSION}}}
        if kind == "expandFreestandingMacro":
            return self.expand_freestanding(body)
        if kind == "expandAttachedMacro":
            syntax = body.get("attributeSyntax") or {}
            loc = syntax.get("location") or {}
            return self.result(None, [diagnostic(
                "preview-plugin implements no attached macro (%s)"
                % (body.get("macro") or {}).get("typeName", "?"),
                loc.get("fileName", ""), int(loc.get("offset", 0)))], "expandAttachedMacroResult")
        if kind == "loadPluginLibrary":
            return {"loadPluginLibraryResult": {"loaded": False, "diagnostics": [diagnostic(
                "preview-plugin is an executable plugin; it cannot load %r"
                % body.get("libraryPath", ""))]}}
        # Unknown request: we cannot know which reply the host expects; answer with an
        # error diagnostic (the compiler reports it) rather than hanging or crashing.
        sys.stderr.write("preview-plugin: unknown message kind %r\n" % kind)
        return self.result(None, [diagnostic("preview-plugin: unsupported request %r" % kind)],
                           "expandFreestandingMacroResult")

    def expand_freestanding(self, body):
        macro = body.get("macro") or {}
        syntax = body.get("syntax") or {}
        loc = syntax.get("location") or {}
        file_name, offset = loc.get("fileName", ""), int(loc.get("offset", 0))
        type_name = macro.get("typeName", "")
        if type_name != "SwiftUIView":
            return self.result(None, [diagnostic(
                "preview-plugin: unknown macro type %s.%s" % (macro.get("moduleName", "?"), type_name),
                file_name, offset)], "expandFreestandingMacroResult")
        try:
            source = expand_preview(syntax.get("source", ""), body.get("discriminator", "$s"),
                                    loc, macro.get("name") or "Preview")
        except ScanError as e:
            return self.result(None, [diagnostic("#Preview: %s" % e, file_name, offset)],
                               "expandFreestandingMacroResult")
        return self.result(source, [], "expandFreestandingMacroResult")


def main():
    # Like StandardIOMessageConnection: keep the real stdin/stdout for messages, and make
    # stray prints go to stderr so they can never corrupt the message stream.
    inp = os.fdopen(os.dup(0), "rb", buffering=0)
    out = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    plugin = Plugin()
    while True:
        message = read_message(inp)
        if message is None:
            return 0
        if message == {}:
            continue
        write_message(out, plugin.handle(message))


def expand_files(paths):
    """Debug aid (not used by the compiler): `preview-plugin.py --expand FILE...` prints
    what every `#Preview` in FILE expands to. (swift-frontend starts plugins with an empty
    environment and no arguments, so the plugin itself cannot be switched into a logging
    mode; use this, or `swiftc ... -Xfrontend -dump-macro-expansions`.)"""
    status = 0
    for path in paths:
        text = open(path, encoding="utf-8").read()
        i = 0
        while True:
            i = text.find("#Preview", i)
            if i < 0:
                break
            line = text.count("\n", 0, i) + 1
            column = i - (text.rfind("\n", 0, i) + 1) + 1
            try:
                j = i + len("#Preview")
                j = skip_trivia(text, j)
                if j < len(text) and text[j] == "(":
                    j = skip_trivia(text, skip_balanced(text, j))
                while j < len(text) and text[j] == "{":
                    j = skip_trivia(text, skip_balanced(text, j))
                loc = {"fileID": os.path.basename(path), "line": line, "column": column}
                print(expand_preview(text[i:j].rstrip(), "$sDEBUG%d_" % line, loc))
            except ScanError as e:
                print("%s:%d:%d: error: #Preview: %s" % (path, line, column, e), file=sys.stderr)
                status = 1
            i += len("#Preview")
    return status


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--expand":
        sys.exit(expand_files(sys.argv[2:]))
    sys.exit(main())
