import Foundation
import Tokens
import XCTest

@testable import Registry

/// verify compares each stored document with the hash its revision records (made by `Tokens.SHA256` at publish):
/// the BoringSSL digest it computes instead must be the same bytes.
final class DocumentHashTests: XCTestCase {
    func testTheDocumentHashIsSHA256() {
        XCTAssertEqual(
            SHA256.hex([UInt8](documentSHA256("abc"))),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            SHA256.hex([UInt8](documentSHA256(""))),
            "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    func testTheDocumentHashIsTokensSHA256AtEveryLength() {
        // Lengths across SHA-256's 64-byte blocks and its padding boundary (55/56 bytes), and text that is not ASCII.
        var text = ""
        for length in 0..<300 {
            XCTAssertEqual(documentSHA256(text), Data(SHA256.hash(Array(text.utf8))), "length \(length)")
            text += length % 7 == 0 ? "é" : String(UnicodeScalar(UInt8(97 + length % 26)))
        }
        let large = String(repeating: "{\"color\": {\"$value\": \"#A0B1C2\"}}\n", count: 6_000)
        XCTAssertEqual(documentSHA256(large), Data(SHA256.hash(Array(large.utf8))))
    }
}
