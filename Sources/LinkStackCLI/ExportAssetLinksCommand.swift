import ArgumentParser
import LinkStack

/// `linkstack export assetlinks`: Android's Digital Asset Links file.
struct ExportAssetLinksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "assetlinks",
        abstract: "Write the assetlinks.json that lets Android verify the app's App Links.",
        discussion: """
            Prints [{"relation": ["delegate_permission/common.handle_all_urls"], "target": \
            {"namespace": "android_app", "package_name", "sha256_cert_fingerprints"}}], indented, \
            to serve at https://HOST/.well-known/assetlinks.json on every host of the table's \
            autoVerify filters (see intent-filters). Fingerprints are upper-cased and written \
            with colons, as `keytool -list -v` and the Play Console print them.

            Example:
              linkstack export assetlinks --package com.example.shop --sha256 14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5
            """
    )

    @Option(help: ArgumentHelp("The app's package name (applicationId), such as com.example.shop.", valueName: "package"))
    var package: String

    @Option(help: ArgumentHelp("A SHA-256 signing certificate fingerprint, 32 hex bytes; repeat for several.", valueName: "fingerprint"))
    var sha256: [String] = []

    func validate() throws {
        if let problem = AssetLinks.problem(withPackage: package) { throw ValidationError(problem) }
        guard !sha256.isEmpty else { throw ValidationError("give --sha256 with the signing certificate's SHA-256 fingerprint") }
        for fingerprint in sha256 where AssetLinks.fingerprint(fingerprint) == nil {
            throw ValidationError("'\(fingerprint)' is not a SHA-256 fingerprint: 32 hex bytes, such as 14:6D:E9:...:44:E5")
        }
    }

    func run() throws {
        StandardStreams.print(AssetLinks.json(package: package, fingerprints: sha256.compactMap(AssetLinks.fingerprint)).rendered(pretty: true))
    }
}
