import ArgumentParser
import LinkStack

/// `linkstack export intent-filters`: the manifest's intent filters for every route.
struct ExportIntentFiltersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "intent-filters",
        abstract: "Write Android intent filters for every route, custom schemes included, as one XML document.",
        discussion: """
            Prints an <activity> element wrapping one <intent-filter> per scheme and host set \
            (all <data> elements of a filter combine with each other), each with the VIEW action, \
            the DEFAULT and BROWSABLE categories and <data> scheme, host and path entries; \
            android:autoVerify="true" only where every scheme is http or https. Copy the filters \
            into the activity that handles links.

            Android matches paths only in a filter with a host, so a custom scheme's first path \
            segment (shop://products/42) is its android:host, * where it is a parameter; a custom \
            scheme's root route (shop://) claims the whole scheme. Paths: android:path for a \
            literal path, android:pathPrefix for a literal and a catch-all, android:pathPattern \
            otherwise, where a parameter segment is ..* followed by / (PatternMatcher's .* does not \
            backtrack: it stops at the first /). Filters cannot exclude or require query items: an \
            exclude: true route, an absent: name and a required query item are not said, and a \
            parameter is any text of its segment. A route that answers any host (hosts: ["*"]) \
            claims none: its http(s) filters are left out, with a warning on standard error. The \
            README lists every case.

            Examples:
              linkstack export intent-filters --package com.example.shop
              linkstack export intent-filters --routes Routes/blog --package org.wordpress.android --activity .ui.LinkActivity
            """
    )

    @Option(help: ArgumentHelp("The app's package name (applicationId), such as com.example.shop.", valueName: "package"))
    var package: String

    @Option(help: ArgumentHelp("The activity that handles links; a name starting with '.' is in --package.", valueName: "class"))
    var activity = ".MainActivity"

    @OptionGroup var routeOptions: RouteOptions

    func validate() throws {
        if let problem = AssetLinks.problem(withPackage: package) { throw ValidationError(problem) }
    }

    func run() throws {
        do throws(CommandError) {
            let table = try routeOptions.table()
            let name = activity.hasPrefix(".") ? package + activity : activity
            let header = "Intent filters for the routes in \(routeOptions.routes), written by linkstack export intent-filters. "
                + "Copy the intent-filter elements into the activity that handles links."
            let filters = AndroidIntentFilters(table: table)
            for warning in filters.warnings { StandardStreams.printError("warning: \(warning)") }
            StandardStreams.write(Array(filters.xml(activity: name, header: header).utf8))
        } catch {
            try emit(Outcome(error), pretty: false)
        }
    }
}
