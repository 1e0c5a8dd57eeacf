/// Making a scene's controller, and a container scene's children with it.
///
/// A navigation or tab bar controller scene holds its children through Interface Builder's relationship
/// segues ("root view controller", "view controllers"). "View controllers connected by a relationship are
/// instantiated together: when view controller A is instantiated, view controller B is instantiated along
/// with it" (Matt Neuburg, Programming iOS 6, "Storyboards"); the compiled storyboard holds the container
/// and its related controllers in one nib, named after the container (`UINavigationController-ZKB-z3-xgf.nib`
/// in rob mayoff's listing, Stack Overflow answer to "awakeFromNib, outlets and storyboards: is the
/// documentation wrong?"). So `instantiateViewController` and a segue to the container return it with its
/// root (or tabs) already made, and `prepare(for:sender:)` sees the container as `segue.destination`.
///
/// The order inside is the model's choice — no published log prints it (searches of pages, code and issues,
/// November 2026): each child's `init(coder:)` runs inside the container's, as keyed decoding makes an
/// object when its parent's `init(coder:)` decodes it; the container then takes its children as in code
/// (`init(rootViewController:)`: the root's `willMove(toParent:)`; tabs: `willMove`/`didMove(toParent:)`
/// each); `awakeFromNib()` goes out only after the whole scene is decoded (Apple docs, "awakeFromNib()":
/// "only after all the objects in the archive have been loaded and initialized"), container first, then
/// its children in the storyboard's order — Apple documents no order among one archive's objects.
extension Simulator {
    /// `storyboard.instantiateViewController(withIdentifier:)` and the controllers a segue or an embed
    /// makes: `init(coder:)` then `awakeFromNib()` (Runtime/Creation.swift), for a container scene with its
    /// children. `name` nil: the scene's name.
    package func instantiateScene(at index: Int, of storyboard: Storyboard, name: String?) -> ViewController {
        let scene = storyboard.scenes[index]
        guard scene.relationship != .none else {
            return makeViewController(
                name: name ?? uniqueName(for: scene.name), definition: scene.definition, kind: scene.kind,
                creation: .storyboard, scene: SceneReference(storyboard: storyboard, index: index))
        }
        var decoded: [ViewController] = []
        let controller = decodeScene(at: index, of: storyboard, name: name, into: &decoded)
        let scope = openEvidence(.neuburgRelationshipScenes, .modelContainerSceneOrder)
        defer { closeEvidence(scope) }
        for object in decoded { call(.awakeFromNib, object) }
        return controller
    }

    private func decodeScene(
        at index: Int, of storyboard: Storyboard, name: String?, into decoded: inout [ViewController]
    ) -> ViewController {
        let scene = storyboard.scenes[index]
        // The container is first in the archive: it wakes first.
        let position = decoded.count
        let controller = makeViewController(
            name: name ?? uniqueName(for: scene.name), definition: scene.definition, kind: scene.kind,
            creation: .storyboard, scene: SceneReference(storyboard: storyboard, index: index),
            decoding: { container in
                guard scene.relationship != .none else { return }
                let scope = openEvidence(.neuburgRelationshipScenes, .modelContainerSceneOrder)
                defer { closeEvidence(scope) }
                var children: [ViewController] = []
                for child in scene.relationship.children {
                    children.append(decodeScene(at: child, of: storyboard, name: nil, into: &decoded))
                }
                adopt(children, into: container, as: scene.relationship)
            }, wakes: false)
        decoded.insert(controller, at: position)
        return controller
    }

    /// The container takes the children its relationships name, as the same container made in code does.
    private func adopt(_ children: [ViewController], into container: ViewController, as relationship: SceneRelationship)
    {
        guard !children.isEmpty else { return }
        let scope = openEvidence(.modelContainerSceneOrder); defer { closeEvidence(scope) }
        // Children just made have no parent or presenter, and the checker keeps a navigation controller
        // out of a navigation stack: adopting them cannot fail.
        switch relationship {
        case .navigationRoot:
            guard let nav = container as? NavigationController else { return }
            _ = try? setNavigationStack(nav, children, animated: false)
        case .tabs:
            guard let tabs = container as? TabBarController else { return }
            for child in children { _ = try? attachChild(child, to: tabs) }
            tabs.children = children
            for child in children { announceDidMove(child, to: tabs) }
        case .none:
            break
        }
    }
}
