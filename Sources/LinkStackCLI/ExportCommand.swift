import ArgumentParser

/// `linkstack export`: link-association files written from a route table.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write universal-link and App Links files from a route table.",
        discussion: """
            aasa writes the apple-app-site-association file of one host (or, with --entitlements, \
            the applinks: entitlement entries); assetlinks writes Android's assetlinks.json; \
            intent-filters writes the manifest's <intent-filter> elements for every route. \
            `linkstack routes lint --aasa FILE` checks a deployed AASA file against the table.

            Examples:
              linkstack export aasa --app-id ABCDE12345.com.example.shop
              linkstack export aasa --entitlements
              linkstack export assetlinks --package com.example.shop --sha256 14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5
              linkstack export intent-filters --package com.example.shop
              linkstack routes lint --aasa Routes/exports/apple-app-site-association
            """,
        subcommands: [ExportAASACommand.self, ExportAssetLinksCommand.self, ExportIntentFiltersCommand.self]
    )
}
