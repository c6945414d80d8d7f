extension RouteTableBuilder {
    /// Checks a `redirect:` route's template: the parameters it names are the route's, and it is
    /// a path, one whole parameter, or a link on the table's schemes.
    mutating func checkRedirect(_ definition: RouteDefinition, supplied: Set<String>) {
        guard case .redirect(let text) = definition.target else { return }
        let template = RedirectTemplate(text: text)
        let at = definition.targetLocation
        for name in template.names where !supplied.contains(name) {
            report("the redirect names '{\(name)}', which this route does not capture", at: at)
        }
        guard !template.isWholeValue, !text.hasPrefix("/") else { return }
        let sample = Parameters(Dictionary(uniqueKeysWithValues: template.names.map { ($0, "x") }))
        guard let link = try? DeepLink(template.filled(with: sample), options: linkOptions) else {
            report("a redirect is a path (\"/posts/{id}\"), one whole parameter (\"{redirect_to}\") or a link on this table's "
                   + "schemes and hosts; '\(text)' is none of them", at: at)
            if !text.contains(":") { slashlessRedirects.append((problems.count - 1, text)) }
            return
        }
        if !LinkScope.isOwnOrigin(link, schemes: origins.schemes, hosts: origins.hosts) {
            report("the redirect goes to \(text), another origin: a redirect stays on the table's own schemes and hosts", at: at)
        }
    }

    /// Adds "did you mean '/signin'?" to the problem of a redirect written without its leading
    /// `/` when the table has a route for that path (on any of its schemes and hosts).
    mutating func suggestRedirectPaths() {
        guard !slashlessRedirects.isEmpty else { return }
        let table = table()
        for (index, text) in slashlessRedirects {
            let template = RedirectTemplate(text: text)
            let path = "/" + template.filled(with: Parameters(Dictionary(uniqueKeysWithValues: template.names.map { ($0, "1") })))
            let links = origins.schemes.sorted().flatMap { scheme -> [String] in
                guard linkOptions.carriesHost(scheme) else { return ["\(scheme):/" + path] }
                return origins.hosts.filter { !HostPattern.isWildcard($0) }.sorted().map { "\(scheme)://\($0)\(path)" }
            }
            guard links.contains(where: { url in (try? table.link(url)).flatMap { try? table.match($0) } != nil }) else { continue }
            let problem = problems[index]
            problems[index] = RouteFileProblem(problem.message + "; did you mean '/\(text)'?", at: problem.location)
        }
    }

    /// Reports redirect chains that loop whatever the link: from each redirect route whose
    /// template names no parameter, the hops are followed while they stay on such routes.
    mutating func checkRedirectLoops() {
        let statics = routes.filter { if case .redirect(let text) = $0.target { RedirectTemplate(text: text).names.isEmpty } else { false } }
        guard !statics.isEmpty, problems.isEmpty else { return }
        let table = table()
        for route in statics {
            guard let start = sampleLink(for: route, in: table) else { continue }
            var chain = [route.name]
            var current = route
            var link = start
            while case .redirect(let text) = current.target, RedirectTemplate(text: text).names.isEmpty {
                guard let next = try? table.redirectLink(from: link, route: current, template: RedirectTemplate(text: text),
                                                         params: Parameters(), given: link.text),
                      let match = try? table.match(next) else { break }
                if chain.contains(match.route.name) {
                    report("redirect loop: \((chain + [match.route.name]).joined(separator: " → ")) comes back whatever the link",
                           at: route.location)
                    break
                }
                chain.append(match.route.name)
                current = match.route
                link = next
            }
        }
    }

    /// A link on the route's first scheme (and exact host, where its scheme carries one) to
    /// start following its redirect from.
    private func sampleLink(for route: Route, in table: RouteTable) -> DeepLink? {
        guard let scheme = route.schemes.sorted().first else { return nil }
        let carriesHost = linkOptions.carriesHost(scheme)
        guard let host = carriesHost ? route.hosts.sorted().first(where: { !HostPattern.isWildcard($0) }) : "" else { return nil }
        return try? table.link(carriesHost ? "\(scheme)://\(host)/" : "\(scheme)://")
    }
}
