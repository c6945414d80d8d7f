import ArgumentParser

/// `linkstack generate`: write code from a route table.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write code for an app from a route table.",
        discussion: """
            swift writes one Swift file: typed routes and screens, and a resolver that needs no PCRE2.

            Examples:
              linkstack generate swift --routes Routes --name AppLinks --output AppLinks.swift
            """,
        subcommands: [GenerateSwiftCommand.self]
    )
}
