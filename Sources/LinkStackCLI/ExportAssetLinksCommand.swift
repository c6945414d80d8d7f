import ArgumentParser
import Foundation
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

            The file does not depend on the routes. With a table (--routes, or Routes when it \
            exists), standard error says where to serve it: each host of the table's autoVerify \
            filters (a wildcard *.example.com at example.com, where Android looks), or a warning \
            when the table has no http(s) route, so the file would verify nothing.

            Examples:
              linkstack export assetlinks --package com.example.shop --sha256 14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5
              linkstack export assetlinks --routes Routes/blog --package org.wordpress.android --sha256 14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5
            """
    )

    @Option(help: ArgumentHelp("The app's package name (applicationId), such as com.example.shop.", valueName: "package"))
    var package: String

    @Option(help: ArgumentHelp("A SHA-256 signing certificate fingerprint, 32 hex bytes; repeat for several.", valueName: "fingerprint"))
    var sha256: [String] = []

    @OptionGroup var routeOptions: RouteOptions

    func validate() throws {
        if let problem = AssetLinks.problem(withPackage: package) { throw ValidationError(problem) }
        guard !sha256.isEmpty else { throw ValidationError("give --sha256 with the signing certificate's SHA-256 fingerprint") }
        for fingerprint in sha256 where AssetLinks.fingerprint(fingerprint) == nil {
            throw ValidationError("'\(fingerprint)' is not a SHA-256 fingerprint: 32 hex bytes, such as 14:6D:E9:...:44:E5")
        }
    }

    func run() throws {
        do throws(CommandError) {
            // The default Routes only when it is there: the file itself needs no table.
            if routeOptions.givenRoutes != nil || FileManager.default.fileExists(atPath: routeOptions.routes) {
                sayWhereToServe(try routeOptions.table())
            }
            StandardStreams.print(AssetLinks.json(package: package, fingerprints: sha256.compactMap(AssetLinks.fingerprint)).rendered(pretty: true))
        } catch {
            try emit(Outcome(error), pretty: false)
        }
    }

    /// Prints on standard error where Android fetches the file for `table`'s verified links.
    private func sayWhereToServe(_ table: RouteTable) {
        for warning in AnyHostRoutes.warnings(table, export: "assetlinks.json") { StandardStreams.printError("warning: \(warning)") }
        let hosts = AssetLinks.verifiedHosts(of: table)
        guard !hosts.isEmpty else {
            return StandardStreams.printError("warning: no route of \(routeOptions.routes) is an http(s) link, so Android verifies "
                                              + "no intent filter of it: this assetlinks.json verifies nothing for these routes")
        }
        for host in hosts {
            StandardStreams.printError("serve it at https://\(host)/.well-known/assetlinks.json")
        }
    }
}
