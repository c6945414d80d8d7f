// The engine answers in the core's types (links, states, plans, resolutions, their JSON), so
// `import LinkStack` brings them too.
@_exported import LinkStackCore
