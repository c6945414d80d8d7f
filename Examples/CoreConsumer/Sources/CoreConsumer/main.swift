import LinkStackCore

/// What an app's link handler does with whatever resolver it is handed (here the generated
/// `ShopLinks.resolver`, from Routes/shop.yaml): one JSON line per link, from the state the app
/// shows, the bytes `linkstack resolve --batch` writes for it.
func answers(to requests: [(url: String, shown: NavigationState)], with resolver: some LinkResolving) -> [String] {
    requests.map { request in
        var output: [UInt8] = []
        do throws(ResolutionError) {
            try resolver.renderResolution(of: request.url, from: request.shown, context: NavigationContext(), events: false, into: &output)
        } catch {
            error.renderJSON(into: &output)
        }
        return String(decoding: output, as: UTF8.self)
    }
}

let home = NavigationState([Screen("Home")])
let requests: [(url: String, shown: NavigationState)] = [
    ("shop://products/42/reviews", home),
    ("shop://products/7", NavigationState([Screen("Home"), Screen("Product", params: ["id": "7"])])),
    ("shop://cart", home),
    ("shop://products/7", NavigationState([Screen("Home"), Screen("Product", params: ["id": 7]), Screen("Reviews", params: ["id": 7])])),
]
for line in answers(to: requests, with: ShopLinks.resolver) {
    print(line)
}
