/// Whatever a `linkstack` command or a fixture can fail with, with the JSON it prints and the exit
/// status it ends with (sysexits.h where one fits).
///
/// | code | error | exit |
/// | --- | --- | --- |
/// | `no_route` | ``ResolutionError/noRoute(url:reason:)`` | 2 |
/// | `no_url` | ``ReverseRoutingError`` | 2 |
/// | `route_file` | ``RouteFileError`` | 78 |
/// | `unknown_host` | ``ExportError`` | 64 |
/// | `no_links`, `invalid_aasa` | ``ExportError`` | 65 |
/// | every other code | ``ResolutionError`` | 65 |
package enum CommandError: Error, Sendable, Hashable {
    /// A link, state, context or batch line that does not resolve.
    case resolution(ResolutionError)
    /// Route files that do not load.
    case routeFile(RouteFileError)
    /// A screen no route can write a URL for.
    case noURL(ReverseRoutingError)
    /// A link-association file that cannot be written or read.
    case export(ExportError)

    /// `{"error": {...}}`.
    package var json: JSONValue {
        switch self {
        case .resolution(let error): return error.json
        case .routeFile(let error): return error.json
        case .noURL(let error): return error.json
        case .export(let error): return error.json
        }
    }

    /// The process exit status for this error.
    package var exitCode: Int32 {
        switch self {
        case .resolution(.noRoute), .noURL: return 2
        case .resolution: return 65
        case .routeFile: return 78
        case .export(let error): return error.exitCode
        }
    }
}
