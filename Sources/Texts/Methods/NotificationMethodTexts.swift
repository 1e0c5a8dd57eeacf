import LifecycleModel

// What a reader is told about the entries of LifecycleModel/Catalogue/Entries/NotificationEntries.swift, in the same
// order: what each method is, when UIKit calls it, what belongs there and what does not.

extension MethodText {
    static let notifications: [MethodText] = [
        MethodText(
            .notificationSelector, .controller,
            summary: LocalizedText(
                en: "The method named by `#selector` runs when a notification the controller observes is posted.",
                ru: "Метод из `#selector` вызывается, когда публикуется уведомление, на которое подписан контроллер.",
                zh: "控制器所观察的通知被发出时，`#selector` 指定的方法被调用。"),
            when: LocalizedText(
                en:
                    "Synchronously inside `post`, once per registration; UIKit's lifecycle notifications right after the delegate callback.",
                ru:
                    "Синхронно внутри `post`, по разу на каждую регистрацию; уведомления жизненного цикла — сразу после колбэка делегата.",
                zh: "在 `post` 内同步调用，每次注册调用一次；生命周期通知紧跟在代理回调之后。"),
            use: LocalizedText(
                en:
                    "React to the app becoming active or going to the background; add in `viewWillAppear(_:)` and remove in `viewWillDisappear(_:)`, or add once in `viewDidLoad()`.",
                ru:
                    "Реакция на переход приложения в активное состояние или в фон; добавлять в `viewWillAppear(_:)` и удалять в `viewWillDisappear(_:)` либо добавить один раз в `viewDidLoad()`.",
                zh: "响应应用变为活跃或进入后台；在 `viewWillAppear(_:)` 中添加、在 `viewWillDisappear(_:)` 中移除，或者只在 `viewDidLoad()` 中添加一次。"
            ),
            avoid: LocalizedText(
                en:
                    "Adding it on every appearance without removing it: each post then runs it once per registration (LL016).",
                ru:
                    "Добавлять при каждом появлении без удаления: тогда каждое уведомление вызывает метод столько раз, сколько было регистраций (LL016).",
                zh: "每次出现都添加却不移除：之后每条通知会按注册次数重复调用（LL016）。")),
        MethodText(
            .notificationBlock, .controller,
            summary: LocalizedText(
                en:
                    "The block registered with `addObserver(forName:object:queue:using:)` runs when the notification is posted (iOS 4).",
                ru:
                    "Блок, зарегистрированный через `addObserver(forName:object:queue:using:)`, выполняется при публикации уведомления (iOS 4).",
                zh: "通过 `addObserver(forName:object:queue:using:)` 注册的 block 在通知发出时执行（iOS 4）。"),
            when: LocalizedText(
                en:
                    "Inside `post` on the main thread with `queue: .main` or `nil`, until the returned token is removed.",
                ru: "Внутри `post` на главном потоке при `queue: .main` или `nil` — пока возвращённый токен не удалён.",
                zh: "`queue` 为 `.main` 或 `nil` 时在主线程的 `post` 内执行，直到返回的令牌被移除。"),
            use: LocalizedText(
                en: "Keep the token in a property, capture `[weak self]`, and pass the token to `removeObserver(_:)`.",
                ru: "Храните токен в свойстве, захватывайте `[weak self]` и передайте токен в `removeObserver(_:)`.",
                zh: "把令牌存进属性，用 `[weak self]` 捕获，并把令牌传给 `removeObserver(_:)`。"),
            avoid: LocalizedText(
                en:
                    "Capturing `self` strongly: the centre keeps the block, and with it the controller, until the token is removed.",
                ru:
                    "Сильно захватывать `self`: центр хранит блок, а с ним и контроллер, пока токен не удалён.",
                zh: "强引用 `self`：通知中心会一直持有 block，连同控制器一起，直到令牌被移除。")),
    ]
}
