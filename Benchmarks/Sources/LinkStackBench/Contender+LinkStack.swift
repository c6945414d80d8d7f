@_spi(Engine) import LinkStack
import LinkStackCore

extension Contender {
    /// The template line of a route named `r<line>`, or -1.
    static func line(of name: String) -> Int { Int(name.dropFirst()) ?? -1 }

    /// LinkStack's strict URL parse alone.
    static func linkStackParse(_ table: RouteTable, urls: [String], number: @escaping (String) -> Int = line(of:)) -> Contender {
        Contender(name: "linkstack-parse",
                  run: { index in (try? table.link(urls[index]))?.path.utf8.count ?? -1 },
                  resolve: { index in (try? table.match(table.link(urls[index]))).map { number($0.route.name) } ?? -1 })
    }

    /// LinkStack's one-pass match: parse the URL as the table reads its links (its host schemes and
    /// trailing slash), find the route, decode its parameters.
    static func linkStackMatch(_ table: RouteTable, urls: [String], number: @escaping (String) -> Int = line(of:)) -> Contender {
        Contender(name: "linkstack-match",
                  run: { index in (try? table.match(table.link(urls[index])))?.params.count ?? -1 },
                  resolve: { index in (try? table.match(table.link(urls[index]))).map { number($0.route.name) } ?? -1 })
    }

    /// LinkStack's full resolve: match, parameters, the target stack and the plan from `current`.
    static func linkStackResolve(_ resolver: Resolver, urls: [String], current: NavigationState, context: NavigationContext = .init(),
                                 name: String = "linkstack-resolve", number: @escaping (String) -> Int = line(of:)) -> Contender {
        Contender(name: name,
                  run: { index in (try? resolver.resolve(urls[index], from: current, context: context))?.plan.operations.count ?? -1 },
                  resolve: { index in (try? resolver.resolve(urls[index], from: current, context: context)).map { number($0.route) } ?? -1 })
    }

    /// A full resolve written as the one-line JSON `linkstack resolve --batch` writes
    /// (`Resolver.renderResolution(of:from:context:events:into:)`, straight into the bytes).
    static func linkStackResolveJSON(_ resolver: Resolver, urls: [String], current: NavigationState,
                                     number: @escaping (String) -> Int = line(of:)) -> Contender {
        Contender(name: "linkstack-resolve-json",
                  run: { index in
                      var output: [UInt8] = []
                      do throws(ResolutionError) {
                          try resolver.renderResolution(of: urls[index], from: current, context: NavigationContext(), events: false,
                                                        into: &output)
                      } catch {
                          error.renderJSON(into: &output)
                      }
                      return output.count
                  },
                  resolve: { index in (try? resolver.resolve(urls[index], from: current)).map { number($0.route) } ?? -1 })
    }

    /// LinkStack's reference loop: every route's own pattern, in match order (the test oracle), on
    /// the URL parsed as the table reads its links.
    static func linkStackReference(_ table: RouteTable, urls: [String], number: @escaping (String) -> Int = line(of:)) -> Contender {
        Contender(name: "linkstack-reference-loop",
                  run: { index in (try? table.referenceMatch(table.link(urls[index])))?.params.count ?? -1 },
                  resolve: { index in (try? table.referenceMatch(table.link(urls[index]))).map { number($0.route.name) } ?? -1 })
    }
}

extension Contender {
    /// The core's full resolve (``CoreResolver``, no PCRE2), as a generated file's resolver runs
    /// in an app: against `linkstack-resolve` on the same links, the cost of leaving PCRE2 out.
    static func coreResolve(_ resolver: CoreResolver, urls: [String], current: NavigationState,
                            number: @escaping (String) -> Int = line(of:)) -> Contender {
        Contender(name: "core-resolve",
                  run: { index in (try? resolver.resolve(urls[index], from: current))?.plan.operations.count ?? -1 },
                  resolve: { index in (try? resolver.resolve(urls[index], from: current)).map { number($0.route) } ?? -1 })
    }
}
