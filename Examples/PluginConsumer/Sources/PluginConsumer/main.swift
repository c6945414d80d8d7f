import LinkStackCore

// The typed API the plugin generated (MusicLinks): links written from typed routes, resolved
// back, and the screens read into the typed Screen enum a host's screen factory switches over.
let links = [
    try MusicLinks.Route.premium(plan: .yearly).url(),
    try MusicLinks.Route.searchResults(q: "blue", type: .album, page: 2).url(),
    "tunes://search?q=blue&type=podcast",
]
for link in links {
    let resolution = try MusicLinks.resolver.resolve(link)
    let top = resolution.target.visibleStack.last.flatMap(MusicLinks.Screen.init)
    switch top {
    case .premium(let plan)?: print(link, "→ premium", plan.rawValue)
    case let .results(q, type, page)?: print(link, "→ results", q, type?.rawValue ?? "any type", page ?? 1)
    case .search?, nil: print(link, "→ search")
    }
}
