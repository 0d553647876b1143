#!/usr/bin/env python3
"""Protocol-level tests of preview-plugin.py: runs the plugin as a subprocess and talks
the swift-frontend wire protocol to it (8-byte little-endian length + JSON)."""
import json, os, struct, subprocess, sys, unittest

PLUGIN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "preview-plugin.py")


def frame(obj):
    data = json.dumps(obj).encode()
    return struct.pack("<Q", len(data)) + data


def talk(*messages, trailer=b""):
    proc = subprocess.run([PLUGIN], input=b"".join(frame(m) for m in messages) + trailer,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=30, env={})
    out, replies = proc.stdout, []
    while out:
        (n,) = struct.unpack("<Q", out[:8])
        replies.append(json.loads(out[8:8 + n]))
        out = out[8 + n:]
    return proc.returncode, replies, proc.stderr.decode()


def expand(source, version=7, line=1, column=1):
    msg = {"expandFreestandingMacro": {
        "macro": {"moduleName": "PreviewsMacros", "typeName": "SwiftUIView", "name": "Preview"},
        "macroRole": "declaration", "discriminator": "$s4Demo1a7PreviewfMf_",
        "syntax": {"kind": "expression", "source": source,
                   "location": {"fileID": "Demo/a.swift", "fileName": "/x/a.swift",
                                "offset": 10, "line": line, "column": column}},
        "lexicalContext": []}}
    return talk({"getCapability": {"capability": {"protocolVersion": version}}}, msg)


class PluginProtocolTests(unittest.TestCase):
    def test_capability_with_and_without_host_capability(self):
        rc, replies, _ = talk({"getCapability": {"capability": {"protocolVersion": 7}}}, {"getCapability": {}})
        self.assertEqual(rc, 0)
        self.assertEqual(replies, [{"getCapabilityResult": {"capability": {"protocolVersion": 7}}}] * 2)

    def test_expansion_keeps_arguments_and_body(self):
        rc, replies, _ = expand('\n#Preview("Name") {\n    Text("}") // }\n}', line=1, column=15)
        self.assertEqual(rc, 0)
        result = replies[1]["expandMacroResult"]
        self.assertEqual(result["diagnostics"], [])
        src = result["expandedSource"]
        self.assertIn("struct $s4Demo1a7PreviewfMf_15PreviewRegistryfMu_: DeveloperToolsSupport.PreviewRegistry", src)
        self.assertIn('DeveloperToolsSupport.Preview("Name") {', src)
        self.assertIn('Text("}") // }', src)
        self.assertIn("@SwiftUI.ViewBuilder body: () -> any SwiftUI.View", src)
        self.assertIn("static var line: Int {\n        2\n", src)      # after the leading newline
        self.assertIn("static var column: Int {\n        1\n", src)

    def test_no_arguments_traits_and_labeled_body(self):
        _, replies, _ = expand("#Preview { EmptyView() }")
        self.assertIn("DeveloperToolsSupport.Preview {", replies[1]["expandMacroResult"]["expandedSource"])
        _, replies, _ = expand('#Preview("T", traits: .sizeThatFitsLayout, .landscapeLeft) { Text("x") }')
        self.assertIn('DeveloperToolsSupport.Preview("T", traits: .sizeThatFitsLayout, .landscapeLeft) {',
                      replies[1]["expandMacroResult"]["expandedSource"])
        _, replies, _ = expand('#Preview("B", body: { Text("x") })')
        self.assertIn('DeveloperToolsSupport.Preview("B", body: {', replies[1]["expandMacroResult"]["expandedSource"])

    def test_legacy_host_gets_legacy_result_kind(self):
        _, replies, _ = expand("#Preview { EmptyView() }", version=4)
        self.assertIn("expandFreestandingMacroResult", replies[1])

    def test_parse_error_is_a_diagnostic(self):
        _, replies, _ = expand('#Preview { Text("unterminated }')
        result = replies[1]["expandMacroResult"]
        self.assertIsNone(result["expandedSource"])
        self.assertEqual(result["diagnostics"][0]["severity"], "error")
        self.assertEqual(result["diagnostics"][0]["position"], {"fileName": "/x/a.swift", "offset": 10})

    def test_unknown_and_unsupported_messages_get_error_replies(self):
        rc, replies, err = talk({"getCapability": {"capability": {"protocolVersion": 7}}}, {"somethingNew": {}},
                                {"loadPluginLibrary": {"libraryPath": "/x.so", "moduleName": "X"}})
        self.assertEqual(rc, 0)
        self.assertIn("unsupported request", replies[1]["expandMacroResult"]["diagnostics"][0]["message"])
        self.assertFalse(replies[2]["loadPluginLibraryResult"]["loaded"])

    def test_empty_shutdown_frame_is_ignored(self):
        rc, replies, err = talk({"getCapability": {}}, trailer=b"\0" * 8)
        self.assertEqual((rc, len(replies), err), (0, 1, ""))


if __name__ == "__main__":
    unittest.main()
