import Testing
@testable import LinkStack

@Suite struct RegexRiskTests {
    @Test(arguments: [
        (#"^/(a+)+$"#, 2), (#"(.*)*x"#, 0), (#"^/([a-z]+-?)*$"#, 2), (#"(?:\d+)*"#, 0), (#"((ab)*c)+"#, 0),
        (#"^(?<name>\w+\.?){2,}$"#, 1), (#"(x[a-z]+)*"#, 0), (#"(\.[^x]+)+"#, 0), (#"(-.+)+"#, 0), (#"(-[a-z-]+)+"#, 0), (#"(/[^a]+)+"#, 0), (#"[(](a+)+"#, 3),
        // Alternatives that can begin alike, repeated without bound (issue 61).
        (#"^/(a|aa)*b$"#, 2), (#"([a-f]|[0-9a-f])+!"#, 0), (#"(\d|\d\d)+z"#, 0), (#"(x|x)*y"#, 0), (#"(a|aa)+z"#, 0),
        (#"(?:\p{L}|é)+x"#, 0), (#"x(?:(?<n>[a-c])|b[0-9])*"#, 1),
    ])
    func flagsNestedUnboundedQuantifiers(_ source: String, offset: Int) {
        #expect(RegexRisk.nestedQuantifier(in: source) == offset, "\(source)")
    }

    @Test(arguments: [
        #"^/(a|b)*c$"#, #"(?:foo|bar)+"#, #"(\d|[a-z])+"#, #"(a|aa){1,3}z"#, #"(a|aa)++z"#, #"^/[0-9]+(?:\.[0-9]+)?$"#, #"(a+)++"#, #"(?>a+)+"#, #"(a+){2}"#, #"(a+)?"#, #"\(a+\)+"#,
        #"[(a+)+]"#, #"[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+"#, #"[a-z0-9]+(?:-[a-z0-9]+)*"#, #"(/[^/]+)+"#, #"(x(a*))*"#, #"(a{1,3})+"#, #"\Q(a+)+\E"#, #"(?'n'ab)+"#, #"(*UTF)abc"#, "^/item\\.php$",
    ])
    func leavesSafePatternsAlone(_ source: String) {
        #expect(RegexRisk.nestedQuantifier(in: source) == nil, "\(source)")
    }
}

@Suite struct WildcardChainTests {
    @Test(arguments: [(#".*a.*b.*c"#, 0), (#".*?x.*?y.*?z"#, 0), (#"^/x/.+-[^/]*-\S+$"#, 4), (#"a.{2,}b.*c.+"#, 1), (#"\w+\.\w*@\w+"#, 0),
                          (#"(?=.*a.*b.*c)x"#, 3), (#"(.*a)(.*b).*c"#, 1), (#"(?=x).*a.*b.*c"#, 5)])
    func flagsThreeChainedWildcards(_ source: String, offset: Int) {
        #expect(WildcardChain.offset(in: source) == offset, "\(source)")
    }

    @Test(arguments: [#".*a.*b"#, #".*+a.*+b.*+c"#, #".*a|.*b|.*c"#, #"[a-z]+-[a-z]+-[a-z]+"#, #"\Q.*.*.*\E"#, #"[.*.*.*]"#, #"\d+\.\d+\.\d+"#,
                          #"(?=[^#]*a)(?=[^#]*b)[^#]*"#, #"(?!.*x).*a.*b"#, #"(?>.*a).*b.*c"#, #"(?<=.*)(?<!.*)\S+"#])
    func leavesOtherPatternsAlone(_ source: String) {
        #expect(WildcardChain.offset(in: source) == nil, "\(source)")
    }
}
