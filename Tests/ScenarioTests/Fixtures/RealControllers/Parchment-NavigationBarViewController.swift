// Corpus copy (issue 27), verbatim below this line: github.com/rechsteiner/Parchment, Example/Examples/NavigationBar/NavigationBarViewController.swift at dfb23ea5118c; licence: MIT.
import Parchment
import UIKit

// Create our own custom paging view and override the layout
// constraints. The default implementation positions the menu view
// above the page view controller, but since we're going to put the
// menu view inside the navigation bar we don't want to setup any
// layout constraints for the menu view.
class NavigationBarPagingView: PagingView {
    override func setupConstraints() {
        // Use our convenience extension to constrain the page view to all
        // of the edges of the super view.
        constrainToEdges(pageView)
    }
}

// Create a custom paging view controller and override the view with
// our own custom subclass.
class NavigationBarPagingViewController: PagingViewController {
    override func loadView() {
        view = NavigationBarPagingView(
            options: options,
            collectionView: collectionView,
            pageView: pageViewController.view
        )
    }
}

class NavigationBarViewController: UIViewController {
    let pagingViewController = NavigationBarPagingViewController(viewControllers: [
        ContentViewController(index: 0),
        ContentViewController(index: 1),
        ContentViewController(index: 2),
        ContentViewController(index: 3),
        ContentViewController(index: 4),
    ])

    override func viewDidLoad() {
        super.viewDidLoad()

        pagingViewController.borderOptions = .hidden
        pagingViewController.menuBackgroundColor = .clear
        pagingViewController.indicatorColor = UIColor(white: 0, alpha: 0.4)
        pagingViewController.textColor = UIColor(white: 1, alpha: 0.6)
        pagingViewController.selectedTextColor = .white

        // Make sure you add the PagingViewController as a child view
        // controller and constrain it to the edges of the view.
        addChild(pagingViewController)
        view.addSubview(pagingViewController.view)
        view.constrainToEdges(pagingViewController.view)
        pagingViewController.didMove(toParent: self)

        // Set the menu view as the title view on the navigation bar. This
        // will remove the menu view from the view hierarchy and put it
        // into the navigation bar.
        navigationItem.titleView = pagingViewController.collectionView
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let navigationBar = navigationController?.navigationBar else { return }
        navigationItem.titleView?.frame = CGRect(origin: .zero, size: navigationBar.bounds.size)
        pagingViewController.menuItemSize = .fixed(width: 100, height: navigationBar.bounds.height)
    }
}
