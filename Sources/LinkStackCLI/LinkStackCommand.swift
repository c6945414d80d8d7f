import ArgumentParser
import Foundation
import LinkStack

/// `linkstack`: deep links in, navigation out.
@main
struct LinkStackCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "linkstack",
        abstract: "Turn deep links into navigation: the whole target stack and the smallest plan to get there.",
        discussion: """
            Every result and every error is JSON on standard output. Exit status: 0 success, \
            2 no_route / no_url, 64 usage, 65 invalid_url / url_too_long / too_many_segments / segment_too_long / \
            too_many_query_items / invalid_current / invalid_target / invalid_context / invalid_line / \
            match_limit / redirect_loop, 74 a failed read or write (standard output on a full disk), 78 route_file; \
            `check` exits 1 when a fixture fails. Route-file warnings \
            (such as a regex that can backtrack exponentially) go to standard error.

            Example:
              linkstack resolve 'shop://products/42/reviews' --current '[{"screen":"Home","params":{}}]'
            """,
        version: LinkStackCommand.version,
        subcommands: [ResolveCommand.self, ExplainCommand.self, DiffCommand.self, URLCommand.self, RoutesCommand.self, CheckCommand.self, GenerateCommand.self, ExportCommand.self]
    )

    /// What `linkstack --version` prints.
    static let version = LinkStackVersion.current

    /// Runs the command line, printing usage errors as JSON like every other failure.
    static func main() {
        let command: ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            let status = exitCode(for: error)
            guard status != .success else {
                StandardStreams.print(fullMessage(for: error))
                Foundation.exit(status.rawValue)
            }
            let message = message(for: error)
            StandardStreams.print(JSONValue.object(["error": ["code": "usage", "message": .string(message)]]).rendered())
            StandardStreams.printError(fullMessage(for: error))
            Foundation.exit(64)
        }
        do {
            var runnable = command
            try runnable.run()
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch {
            exit(withError: error)
        }
    }
}

/// Prints an outcome the way every subcommand does: JSON on standard output, and for route file
/// problems one `file:line:column: error: message` line each on standard error.
func emit(_ outcome: Outcome, pretty: Bool) throws {
    StandardStreams.print(outcome.json.rendered(pretty: pretty))
    if case .array(let problems)? = outcome.json["error"]?["problems"] {
        for problem in problems {
            guard case .string(let file)? = problem["file"], case .int(let line)? = problem["line"],
                  case .int(let column)? = problem["column"], case .string(let message)? = problem["message"] else { continue }
            StandardStreams.printError("\(file):\(line):\(column): error: \(message)")
        }
    }
    if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
}

/// Prints a table's warnings on standard error, one `file:line:column: warning: message` line each.
func warn(_ warnings: [RouteFileProblem]) {
    for warning in warnings {
        StandardStreams.printError("\(warning)")
    }
}

/// Reads a `TEXT|@file` argument: the text itself, or the contents of the file after `@`.
///
/// - Throws: The error `wrap` makes when the file cannot be read.
func readArgument(_ argument: String?, as wrap: (String) -> ResolutionError) throws(CommandError) -> String? {
    guard let argument, argument.hasPrefix("@") else {
        if let argument, looksLikeAFile(argument) {
            throw .resolution(wrap("'\(argument)' is a file path, not JSON; to read the file, write @\(argument)"))
        }
        return argument
    }
    let path = String(argument.dropFirst())
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
        throw .resolution(wrap("cannot read the file '\(path)'"))
    }
    return text
}

/// Reads a `STATE|@file` argument as a navigation state (nothing shown for nil).
///
/// - Throws: The error `wrap` makes when the file cannot be read or the text is not a state.
func readState(_ argument: String?, as wrap: (String) -> ResolutionError) throws(CommandError) -> NavigationState {
    let text = try readArgument(argument, as: wrap)
    do throws(ResolutionError) {
        return try Outcome.state(text, as: wrap)
    } catch {
        throw .resolution(error)
    }
}

/// Whether an argument meant as JSON text names a file instead (it exists, or ends in `.json`).
private func looksLikeAFile(_ argument: String) -> Bool {
    guard let first = argument.first, first != "[", first != "{" else { return false }
    return argument.hasSuffix(".json") || FileManager.default.fileExists(atPath: argument)
}

/// Reads `--context` arguments: `key=value` each, a JSON object, or `@file` holding one.
///
/// - Throws: ``ResolutionError/invalidContext(_:)`` saying what is wrong.
func readContext(_ arguments: [String]) throws(CommandError) -> NavigationContext {
    var context = NavigationContext()
    for argument in arguments {
        let isJSON = argument.hasPrefix("@") || argument.hasPrefix("{")
        let text = isJSON ? try readArgument(argument, as: ResolutionError.invalidContext) ?? "" : ""
        do throws(ResolutionError.Message) {
            guard isJSON else {
                try context.add(assignment: argument)
                continue
            }
            let json: JSONValue
            do throws(JSONValue.ParseError) {
                json = try JSONValue(parsing: text)
            } catch {
                throw .init("\(argument.hasPrefix("@") ? String(argument.dropFirst()) : "the context") is \(error.message)")
            }
            try context.add(json: json)
        } catch {
            throw .resolution(.invalidContext(error.text))
        }
    }
    return context
}
