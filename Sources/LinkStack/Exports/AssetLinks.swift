/// The Digital Asset Links file (`/.well-known/assetlinks.json`) that lets Android verify an
/// app's App Links: the app's package name and the SHA-256 fingerprints of its signing
/// certificates, with the `handle_all_urls` relation.
///
/// ```swift
/// AssetLinks.json(package: "com.example.shop", fingerprints: ["14:6D:E9:…"]).rendered(pretty: true)
/// ```
package enum AssetLinks {
    /// The file: one statement for the package.
    package static func json(package: String, fingerprints: [String]) -> JSONValue {
        [[
            "relation": ["delegate_permission/common.handle_all_urls"],
            "target": [
                "namespace": "android_app",
                "package_name": .string(package),
                "sha256_cert_fingerprints": .array(fingerprints.map(JSONValue.string)),
            ],
        ]]
    }

    /// The hosts whose `/.well-known/assetlinks.json` Android fetches to verify `table`'s links:
    /// those of its autoVerify intent filters (``AndroidIntentFilters``), a wildcard
    /// `*.example.com` as `example.com` (Android verifies a wildcard at its domain), sorted.
    package static func verifiedHosts(of table: RouteTable) -> [String] {
        let hosts = AndroidIntentFilters(table: table).filters.filter(\.autoVerify).flatMap(\.hosts)
        return Set(hosts.map { host in host.hasPrefix("*.") ? String(host.dropFirst(2)) : host }).sorted()
    }

    /// Why `text` is not an Android package name (two or more `.`-separated names, each a letter
    /// then letters, digits or `_`), or nil when it is one.
    package static func problem(withPackage text: String) -> String? {
        let names = text.split(separator: ".", omittingEmptySubsequences: false)
        let valid = names.count >= 2 && names.allSatisfy { name in
            guard let first = name.first, first.isASCII, first.isLetter else { return false }
            return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        }
        return valid ? nil : "'\(text)' is not an Android package name: two or more names joined by '.', each a letter then letters, digits or '_' (com.example.shop)"
    }

    /// A SHA-256 certificate fingerprint written as Android's tools print it: 32 bytes in hex,
    /// upper-cased, joined by `:`; nil when `text` is not 32 hex bytes (with or without colons).
    package static func fingerprint(_ text: String) -> String? {
        let hex = text.filter { $0 != ":" }.uppercased()
        guard hex.count == 64, hex.allSatisfy({ $0.isHexDigit }) else { return nil }
        guard !text.contains(":") || text.split(separator: ":", omittingEmptySubsequences: false).allSatisfy({ $0.count == 2 }) else { return nil }
        var pairs: [String] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            pairs.append(String(hex[index..<next]))
            index = next
        }
        return pairs.joined(separator: ":")
    }
}

extension AppSiteAssociation {
    /// Why `text` is not an app ID (`TEAMID.bundle.id`: a 10-character team or app ID prefix of
    /// upper-case letters and digits, `.`, then a bundle identifier), or nil when it is one.
    package static func problem(withAppID text: String) -> String? {
        let parts = text.split(separator: ".", maxSplits: 1)
        guard parts.count == 2, parts[0].count == 10, parts[0].allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber) }),
              !parts[1].isEmpty, parts[1].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") }),
              !parts[1].hasPrefix("."), !parts[1].hasSuffix(".") else {
            return "'\(text)' is not an app ID: the 10-character team ID (upper-case letters and digits), '.', then the bundle identifier (ABCDE12345.com.example.shop)"
        }
        return nil
    }
}
