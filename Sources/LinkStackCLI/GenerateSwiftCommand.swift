import ArgumentParser
import Foundation
import LinkStack

/// `linkstack generate swift`: one Swift file for an app that links only LinkStackCore.
struct GenerateSwiftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract: "Write a Swift file: typed routes and screens, and a resolver without PCRE2, from the route files.",
        discussion: """
            The file imports only LinkStackCore (and Foundation when a parameter is a uuid) and \
            declares `public enum NAME` holding: `table`, the checked routes as data (one Base64 \
            literal the core reads at first use, so the file compiles in time that grows with the \
            table); `resolver`, a CoreResolver whose answers are the engine's for every link (it \
            never raises match_limit); `Route`, a value per route that opens a screen, made by a \
            static function with its parameters typed (Route.productReviews(id: Int); Route.home, a \
            static property, without parameters; a word list \
            is a nested enum, uuid UUID, bool Bool, an open map [String: String]; an integer range \
            throws LinkParameterError); `Screen`, an enum of the screens they open with \
            init?(_ screen:) and `screen` to and from the core's screens (a screen or parameter \
            name holding a NUL or a line feed is refused); and `url(scheme:host:)` on both, as \
            `linkstack url` writes links. A header names the route files, the \
            LinkStack version and the command that regenerates the file. Every path in the file \
            is relative to the output file's folder (or --source-root), and an unchanged file is \
            not rewritten. --name refuses a keyword and the types the file declares or uses \
            (Route, Screen, LinkTable, UUID, ...). Several generated files compile side by side in \
            one module. In a SwiftPM package, the LinkStackGenerator build-tool plugin runs this \
            for a target holding linkstack-generator.yaml.

            A route whose own regex the core's matcher cannot run alike (PCRE2-only constructs such \
            as (*ACCEPT), callouts, \\C, recursion, backreferences, lookbehind, \\w and \\b) or that \
            the risky-regex lint flags (its links would fail with match_limit in the app) is refused \
            with its file, line and column, as a route_file error (exit 78); nothing is written.

            Without --output the file goes to standard output.

            Examples:
              linkstack generate swift --routes Routes --name AppLinks --output App/AppLinks.swift
              linkstack generate swift --routes Routes/settings.yaml --name SettingsLinks
            """
    )

    @OptionGroup var routeOptions: RouteOptions

    @Option(help: "The name of the generated enum, a Swift type name such as AppLinks.")
    var name: String

    @Option(help: ArgumentHelp("Write the Swift file here instead of standard output; an unchanged file is not touched, a link's target is replaced, a device is written in place, a route file is refused.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("The folder paths in the file are relative to (default: the output file's folder).", valueName: "folder"))
    var sourceRoot: String?

    func validate() throws {
        if let problem = SwiftGenerator.nameProblem(name) { throw ValidationError("--name '\(name)' \(problem)") }
        if let output { try OutputFile.refuse(output, option: "--output", ifAnyOf: RouteTable.routeFilePaths(at: routeOptions.routes)) }
    }

    func run() throws {
        let source: String
        do throws(CommandError) {
            let table = try routeOptions.table()
            let generator = SwiftGenerator(table: table, name: name, routesArgument: routeOptions.routes, output: output, sourceRoot: sourceRoot,
                                           version: LinkStackCommand.version)
            do throws(RouteFileError) {
                source = try generator.source()
            } catch {
                throw .routeFile(error)
            }
        } catch {
            return try emit(Outcome(error), pretty: false)
        }
        guard let output else { return StandardStreams.print(String(source.dropLast())) }
        // An unchanged file keeps its modification time, so a build does not compile it again.
        let bytes = Data(source.utf8)
        if FileManager.default.contents(atPath: output) == bytes { return }
        try OutputFile.write(bytes, to: output)
    }
}
