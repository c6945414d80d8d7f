import Foundation
import Testing
@testable import LinkStack

/// web-platform-tests' URL parser vectors (`Tests/Data/urltestdata.json`, provenance beside it)
/// against ``DeepLink``: browsers' must-fail inputs are all rejected, accepted web links name the
/// host a browser would, and every valid input we reject breaks a rule we chose on purpose, with
/// the evidence for that rule in the input.
@Suite struct URLConformanceTests {
    /// One test object of the vector file.
    struct Vector: Sendable, CustomStringConvertible {
        let input: String
        let failure: Bool
        let scheme: String
        let hostname: String
        let port: String
        let hasUserinfo: Bool

        var description: String { input.debugDescription }
    }

    static let vectors: [Vector] = {
        let path = TestPaths.file("Tests/Data/urltestdata.json")
        guard let data = FileManager.default.contents(atPath: path),
              let entries = try? JSONSerialization.jsonObject(with: data) as? [Any] else { return [] }
        return entries.compactMap { entry in
            guard let object = entry as? [String: Any], let input = object["input"] as? String else { return nil }
            let text = { (key: String) in object[key] as? String ?? "" }
            return Vector(input: input, failure: object["failure"] as? Bool ?? false, scheme: String(text("protocol").dropLast()),
                          hostname: text("hostname"), port: text("port"),
                          hasUserinfo: !text("username").isEmpty || !text("password").isEmpty)
        }
    }()

    @Test func theVectorsAreAllThere() {
        #expect(Self.vectors.count == 891)
        #expect(Self.vectors.filter(\.failure).count == 267)
    }

    @Test func everyMustFailInputIsRejected() {
        let accepted = Self.vectors.filter { $0.failure && (try? DeepLink($0.input)) != nil }
        #expect(accepted.isEmpty, "must-fail inputs accepted: \(accepted)")
    }

    @Test func acceptedWebLinksHaveTheBrowsersHost() throws {
        var compared = 0
        for vector in Self.vectors where !vector.failure && ["http", "https"].contains(vector.scheme) {
            guard let link = try? DeepLink(vector.input) else { continue }
            #expect(link.scheme == vector.scheme, "\(vector)")
            #expect(link.host == vector.hostname, "\(vector)")
            compared += 1
        }
        #expect(compared > 30)
    }

    /// Valid inputs (to a browser) that a deep link parser refuses, by rule. Each rule comes with
    /// the evidence it needs in the vector, so a rejection for the wrong reason fails the test.
    static let deliberate: [DeepLinkError.Rule: @Sendable (Vector) -> Bool] = [
        // A deep link is absolute and hierarchical: `scheme://...`.
        .empty: { $0.input.isEmpty },
        .scheme: { !$0.input.contains(":") || !startsWithScheme($0.input) },
        .notHierarchical: { vector in
            !startsWithScheme(vector.input) || !vector.input.drop { $0 != ":" }.dropFirst().hasPrefix("//")
        },
        // Characters browsers strip, repair or re-encode; we reject, never repair.
        .controlCharacter: { $0.input.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } },
        .space: { $0.input.contains(" ") },
        .backslash: { $0.input.contains("\\") },
        .nonASCII: { $0.input.unicodeScalars.contains { !$0.isASCII } },
        .disallowedCharacter: { $0.input.contains { "\"<>^`{|}[]".contains($0) } || $0.input.filter { $0 == "#" }.count > 1 },
        .malformedEscape: { hasMalformedEscape($0.input) },
        .invalidUTF8: { $0.input.contains("%") },
        .encodedControlCharacter: { $0.input.contains("%") },
        .emptySegment: { $0.input.components(separatedBy: "://").dropFirst().joined().contains("//") },
        .dotSegment: { $0.input.lowercased().contains("/.") || $0.input.lowercased().contains("/%2e") },
        // Web link hosts: a registered domain name on the default port, nothing else.
        .userinfo: { $0.hasUserinfo || authority(of: $0.input).contains("@") },
        .port: { !$0.port.isEmpty || authority(of: $0.input).contains(":") },
        .ipLiteral: { $0.hostname.hasPrefix("[") || $0.hostname.split(separator: ".").count == 4 && $0.hostname.allSatisfy { $0.isNumber || $0 == "." } },
        .trailingDotHost: { authority(of: $0.input).split(separator: ":").first?.hasSuffix(".") == true },
        .emptyHost: { $0.hostname.isEmpty },
        .hostCharacter: { authority(of: $0.input).contains { !($0.isLetter || $0.isNumber || "-._~!$&'()*+,;=:".contains($0)) } },
    ]

    @Test func everyValidInputRejectedBreaksADeliberateRule() {
        var rejected = 0
        for vector in Self.vectors where !vector.failure {
            do throws(DeepLinkError) {
                _ = try DeepLink(vector.input)
            } catch {
                rejected += 1
                let evidence = Self.deliberate[error.rule]
                #expect(evidence != nil, "\(vector) rejected by rule \(error.rule), which is not a deliberate one: \(error)")
                #expect(evidence?(vector) ?? true, "\(vector) rejected by rule \(error.rule) without its evidence: \(error)")
            }
        }
        #expect(rejected > 0)
    }

    private static func startsWithScheme(_ input: String) -> Bool {
        guard let colon = input.firstIndex(of: ":"), let first = input.first, first.isASCII, first.isLetter else { return false }
        return input[..<colon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }

    private static func hasMalformedEscape(_ input: String) -> Bool {
        let bytes = Array(input.utf8)
        return bytes.indices.contains { index in
            bytes[index] == UInt8(ascii: "%")
                && (index + 2 >= bytes.count || !bytes[index + 1...index + 2].allSatisfy { $0 < 0x80 && Character(Unicode.Scalar($0)).isHexDigit })
        }
    }

    /// The text between `://` and the next `/`, `?` or `#`.
    private static func authority(of input: String) -> Substring {
        guard let start = input.range(of: "://")?.upperBound else { return "" }
        let rest = input[start...]
        return rest[..<(rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex)]
    }
}
