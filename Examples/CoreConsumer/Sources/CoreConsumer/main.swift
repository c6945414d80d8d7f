import LinkStackCore

/// What an app's link handler does with whatever resolver it is handed: one JSON line per link,
/// the bytes `linkstack resolve --batch` writes.
func answers(to links: [String], with resolver: some LinkResolving, shown: NavigationState) -> [String] {
    let batch = BatchResolver(resolver: resolver, current: shown)
    return links.map { batch.resolve(line: $0) }
}

let shown = NavigationState([Screen("Home")])
for line in answers(to: ["shop://products/42/reviews", #"{"url": "shop://products/7", "current": [{"screen": "Home"}, {"screen": "Product", "params": {"id": "7"}}]}"#,
                         "shop://cart",
                         #"{"url": "shop://products/7", "current": [{"screen": "Home"}, {"screen": "Product", "params": {"id": 7}}, {"screen": "Reviews", "params": {"id": 7}}]}"#],
                    with: ShopLinks(), shown: shown) {
    print(line)
}
